// Conformance with SPEC §7: each call, sent exactly as the spec writes it, succeeds and answers the fields §3 and
// §7 name, with one type each. The list of calls is read from the spec itself, so a call the table leaves out —
// or a row the spec does not have — fails here, as a route without a row fails the authorization table.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { buildWorld, dropWorldSnapshot, type World } from "@/test/authorization/world";
import type { NextRequest } from "next/server";
import { call, type CallOptions } from "@/test/http";
import { SPEC_CALLS, type Shape } from "@/test/conformance/spec-calls";

const SPEC_FILE = path.resolve(process.cwd(), "..", "shared", "SPEC.md");
/** The calls as last read from the spec, kept in the repository for a checkout that has no spec beside it. */
const COPY_FILE = path.resolve(import.meta.dirname, "spec-calls.txt");

afterAll(() => dropWorldSnapshot());

/** Every "| METHOD /path |" row of the tables in SPEC §7. */
function callsOfTheSpec(): string[] {
  const spec = readFileSync(SPEC_FILE, "utf8");
  const section = spec.slice(spec.indexOf("\n## 7."), spec.indexOf("\n## 8."));
  return [...section.matchAll(/^\| (GET|POST|PUT|DELETE|PATCH) (\S+) \|/gm)].map((m) => `${m[1]} ${m[2]}`);
}

const copiedCalls = () => readFileSync(COPY_FILE, "utf8").split("\n").filter(Boolean);

type Handler = Parameters<typeof call>[0];

function expectShape(value: unknown, shape: Shape, where: string) {
  expect(value, `${where}: the answer holds the entity`).toBeTypeOf("object");
  const entity = value as Record<string, unknown>;
  for (const [field, type] of Object.entries(shape)) {
    expect(entity, `${where}: carries ${field}`).toHaveProperty(field);
    const actual = entity[field];
    const nullable = type.endsWith("?");
    if (nullable && actual === null) continue;
    expect(typeof actual, `${where}: ${field} is a ${type}`).toBe(type.replace("?", ""));
  }
}

describe("SPEC §7, called as the spec writes it", () => {
  it("keeps its copy of the spec's calls up to date (when the spec sits beside the checkout)", () => {
    if (!existsSync(SPEC_FILE)) return;
    expect(copiedCalls(), "test/conformance/spec-calls.txt against SPEC §7").toEqual(callsOfTheSpec());
  });

  it("has a row for every call of the spec, and no row the spec lacks", () => {
    const spec = existsSync(SPEC_FILE) ? callsOfTheSpec() : copiedCalls();
    expect(spec.length).toBeGreaterThan(40);
    const rows = SPEC_CALLS.map((row) => row.call);
    expect(spec.filter((c) => !rows.includes(c)), "calls of the spec without a row").toEqual([]);
    expect(rows.filter((c) => !spec.includes(c)), "rows the spec does not have").toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  let world: World;
  beforeEach(async () => {
    world = await buildWorld();
  });

  it.each(SPEC_CALLS.map((row) => [row.call, row] as const))("%s", async (_name, row) => {
    const method = row.call.split(" ")[0]!;
    const handler = (await row.load())[method] as Handler;
    expect(handler, `${row.call} is exported`).toBeTypeOf("function");
    await row.before?.(world);
    const response = await call(handler, {
      method,
      cookie: world.cookies[row.actor],
      params: row.params?.(world),
      body: await row.body?.(world),
    });
    const text = await response.text();
    expect(response.status, `${row.call} → ${text.slice(0, 300)}`).toBeLessThan(300);
    const json = text ? (JSON.parse(text) as never) : (null as never);
    if (row.answer) {
      const at = row.answer.at ?? ((value: unknown) => value);
      expectShape(at(json), row.answer.shape, row.call);
    }
    await row.then?.(world, json);
  });
});

describe("the spec's 0/1 fields refuse anything else, naming the field", () => {
  let world: World;
  beforeEach(async () => {
    world = await buildWorld();
  });

  const refused = async <P,>(
    handler: (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>,
    options: CallOptions & { params?: P },
    field: string,
  ) => {
    const response = await call(handler, options);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; code: string; fields?: Record<string, string> };
    expect(body).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(body.error).toBeTypeOf("string");
    expect(Object.keys(body.fields ?? {})).toContain(field);
  };

  it.each([2, -1, "1", "yes", null])("published: %j", async (value) => {
    const { POST } = await import("@/app/api/news/route");
    await refused(POST, { method: "POST", cookie: world.cookies.admin, body: { title: "T", content: "Text", published: value, image_url: "" } }, "published");
  });

  it.each([
    ["is_admin", 2],
    ["is_admin", "1"],
    ["is_anonymous", "true"],
    ["is_anonymous", -1],
  ])("%s: %j in the admin call", async (field, value) => {
    const { PUT } = await import("@/app/api/admin/users/[id]/route");
    await refused(PUT, { method: "PUT", cookie: world.cookies.admin, params: { id: String(world.member.id) }, body: { [field]: value } }, field);
  });

  it.each(["2", "yes", "on", ""])("is_anonymous: %j in the profile form", async (value) => {
    const { PUT } = await import("@/app/api/profile/[id]/route");
    const form = new FormData();
    form.set("is_anonymous", value);
    await refused(PUT, { method: "PUT", cookie: world.cookies.owner, params: { id: String(world.owner.id) }, body: form }, "is_anonymous");
  });

  it("reads 0 as no, in JSON and in a form", async () => {
    const news = await import("@/app/api/news/route");
    const created = await call(news.POST, { method: "POST", cookie: world.cookies.admin, body: { title: "T", content: "Text", published: 1, image_url: "" } });
    expect(((await created.json()) as { published: boolean }).published).toBe(true);

    const admin = await import("@/app/api/admin/users/[id]/route");
    await call(admin.PUT, { method: "PUT", cookie: world.cookies.admin, params: { id: String(world.member.id) }, body: { is_anonymous: 1 } });
    const back = await call(admin.PUT, { method: "PUT", cookie: world.cookies.admin, params: { id: String(world.member.id) }, body: { is_admin: 0, is_anonymous: 0 } });
    expect(((await back.json()) as { user: unknown }).user).toMatchObject({ is_admin: false, is_anonymous: false });

    const profile = await import("@/app/api/profile/[id]/route");
    const form = new FormData();
    form.set("is_anonymous", "0");
    const saved = await call(profile.PUT, { method: "PUT", cookie: world.cookies.owner, params: { id: String(world.owner.id) }, body: form });
    expect(((await saved.json()) as { profile: { is_anonymous: boolean } }).profile.is_anonymous).toBe(false);
  });
});
