// Picking PostgreSQL's client programs by version, and turning a DATABASE_URL into what they accept.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseName, fileTimestamp, libpqConnection, pickTool, withDatabase } from "./pg-tools.mjs";

const dirs = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder with stand-ins for pg_dump that print the given versions, one folder per version. */
function fakeFolders(versions) {
  return versions.map((version) => {
    const dir = mkdtempSync(path.join(tmpdir(), "pg-tools-"));
    dirs.push(dir);
    writeFileSync(path.join(dir, "pg_dump"), `#!/bin/sh\necho "pg_dump (PostgreSQL) ${version}"\n`, { mode: 0o755 });
    return dir;
  });
}

describe("pickTool", () => {
  it("takes the oldest copy at least as new as the server, and says what to do when none is", () => {
    const [sixteen, eighteen] = fakeFolders(["16.4", "18.1 (Debian 18.1-1)"]);
    // Only the stand-ins: PG_BIN_DIR for one, PATH for the other (the machine's own copies may be found too).
    vi.stubEnv("PG_BIN_DIR", sixteen);
    vi.stubEnv("PATH", `${eighteen}${path.delimiter}${process.env.PATH}`);
    expect(pickTool("pg_dump", 16)).toMatchObject({ program: path.join(sixteen, "pg_dump"), major: 16 });
    // PATH comes after Debian's folders, so a real pg_dump 18 there would be taken first: only the version is sure.
    expect(pickTool("pg_dump", 17)).toMatchObject({ major: 18 });
    expect(() => pickTool("pg_dump", 99)).toThrow(/pg_dump 99 or newer is needed, found: .*pg_dump \(18\).*postgresql-client-99.*PG_BIN_DIR/);
  });
});

describe("connection strings", () => {
  it("leaves out Prisma's settings and moves the password into PGPASSWORD", () => {
    const { url, env } = libpqConnection("postgresql://app:h%40mlig@db.example:5432/fiskeganget?schema=public&connection_limit=5&sslmode=require");
    expect(url).toBe("postgresql://app@db.example:5432/fiskeganget?sslmode=require");
    expect(env).toEqual({ PGPASSWORD: "h@mlig" });
    expect(libpqConnection("postgresql://postgres@127.0.0.1/x").env).toEqual({});
  });

  it("names and swaps the database", () => {
    expect(databaseName("postgresql://app@host/fiskeganget")).toBe("fiskeganget");
    expect(databaseName("postgresql://app@host")).toBe("postgres");
    expect(withDatabase("postgresql://app:pw@host:5432/a?sslmode=require", "b")).toBe("postgresql://app:pw@host:5432/b?sslmode=require");
  });
});

it("stamps files with the UTC time, sortable and without colons", () => {
  expect(fileTimestamp(new Date("2026-11-25T17:33:09.123Z"))).toBe("20261125T173309Z");
});
