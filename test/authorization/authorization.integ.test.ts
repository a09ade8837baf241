// Every route × every actor: the status in the authorization table, in a fresh world each time.
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stopJobQueue } from "@/lib/jobs/queue";
import { call } from "@/test/http";
import { ACTORS, AUTHORIZATION_TABLE, PAGE_TABLE, ROUTE_METHODS, type AuthorizationRow } from "@/test/authorization/table";
import { handlerFiles, pageFiles } from "@/test/authorization/files";
import { buildWorld, dropWorldSnapshot } from "@/test/authorization/world";

type Handler = Parameters<typeof call>[0];

// Starting an import sends a job: the queue this process opened for it is closed at the end.
afterAll(async () => {
  await stopJobQueue(1);
  await dropWorldSnapshot();
});

describe("authorization table", () => {
  it("has a row for every route file and every method it exports", async () => {
    const files = await handlerFiles();
    const missing: string[] = [];
    for (const file of files) {
      const mod = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
      for (const method of ROUTE_METHODS) {
        if (typeof mod[method] !== "function") continue;
        const covered = AUTHORIZATION_TABLE.some((row) => row.file === file && row.route.startsWith(`${method} `));
        if (!covered) missing.push(`${method} ${file}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // The page rows are checked against the production build (e2e/authorization-pages.spec.ts); this names a
  // missing one without a build.
  it("has a row for every page file", async () => {
    const missing = (await pageFiles()).filter((file) => !PAGE_TABLE.some((row) => row.file === file));
    expect(missing).toEqual([]);
  });

  describe.each(AUTHORIZATION_TABLE.map((row) => [row.route, row] as [string, AuthorizationRow]))("%s", (_name, row) => {
    it.each(ACTORS.map((actor) => [actor, row.expect[actor]] as const))("%s → %i", async (actor, status) => {
      const world = await buildWorld();
      const mod = await row.load();
      const method = row.route.slice(0, row.route.indexOf(" "));
      const handler = mod[method] as Handler;
      const res = await call(handler, {
        method,
        cookie: world.cookies[actor],
        params: row.params?.(world),
        body: row.body?.(world),
        path: row.query ? `/api/test?${row.query(world)}` : undefined,
      });
      const text = await res.text();
      expect(res.status, text.slice(0, 300)).toBe(status);
    });
  });
});
