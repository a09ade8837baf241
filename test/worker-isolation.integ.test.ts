// Integration files run side by side (docs/decisions/225-integration-files-side-by-side.md): each worker must talk
// to its own copy of the database and keep its uploads in its own folder, or one file's clean-up empties another's.
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

const slot = process.env.VITEST_POOL_ID ?? "1";

describe("a worker's own database and upload folder", () => {
  it("queries the copy made for this worker, not the migrated template", async () => {
    const own = inject("integDatabases")[slot];
    expect(own).toBeDefined();
    const expected = decodeURIComponent(new URL(own!).pathname.slice(1));
    expect(expected).toMatch(new RegExp(`_w${slot}$`));
    const rows = await db.$queryRaw<{ name: string }[]>`select current_database()::text as name`;
    expect(rows).toEqual([{ name: expected }]);
  });

  it("has a migrated copy: the species catalogue the migrations insert is there", async () => {
    expect(await db.species.count()).toBeGreaterThan(0);
  });

  it("keeps uploads in a folder no other worker uses", () => {
    expect(path.normalize(env().UPLOAD_DIR)).toBe(path.normalize(`.data/test-uploads/w${slot}`));
  });

  it("gives every worker slot a different database", () => {
    const names = Object.values(inject("integDatabases"));
    expect(new Set(names).size).toBe(names.length);
  });
});
