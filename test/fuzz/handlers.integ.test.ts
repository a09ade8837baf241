// Generated requests against every route handler in the authorization table: whatever arrives, the answer is
// never a 5xx, and every error answer is JSON in the one shape { error, code, fields? }.
import { rm } from "node:fs/promises";
import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";
import { stopJobQueue } from "@/lib/jobs/queue";
import { sessionCookieName } from "@/lib/auth/session-token";
import { ACTORS, AUTHORIZATION_TABLE, type Actor, type AuthorizationRow } from "@/test/authorization/table";
import { buildWorld, dropWorldSnapshot, type World } from "@/test/authorization/world";
import { problemWith } from "@/test/error-shape";
import { call } from "@/test/http";
import { jpegWithGps, png } from "@/test/images";
import {
  encodeLoosely,
  fileArb,
  formEntries,
  malformedJson,
  malformedMultipart,
  mutatedBody,
  queryString,
  segment,
  WRONG_CONTENT_TYPES,
  type FileSpec,
  type FormEntry,
} from "@/test/fuzz/arbitraries";

const { uploadDir, restoreEnv } = vi.hoisted(() => {
  const saved = { UPLOAD_DIR: process.env.UPLOAD_DIR, RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR };
  const dir = `${process.env.TMPDIR ?? "/tmp"}/fg-fuzz-uploads-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  // Limits stay on (a 429 is a fine answer) but high enough that most requests reach the body parser.
  process.env.RATE_LIMIT_FACTOR = "1000";
  const restoreEnv = () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  return { uploadDir: dir, restoreEnv };
});

// bcrypt at the policy's cost takes 0.3 s per attempt; the hashing still runs on every generated password,
// only cheaply, so the run stays short.
vi.mock("@/lib/auth/password", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/auth/password")>();
  const { default: bcrypt } = await import("bcryptjs");
  const cheapDummy = bcrypt.hashSync("okänd", 4);
  return {
    ...original,
    hashPassword: (password: string) => bcrypt.hash(password, 4),
    verifyPassword: async (password: string, hash: string | null | undefined) => (await bcrypt.compare(password, hash ?? cheapDummy)) && Boolean(hash),
  };
});

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const METHODS_WITHOUT_BODY = new Set(["GET", "HEAD"]);
/** The multipart file fields the handlers read. */
const FILE_FIELDS = ["image", "profile_image", "file"];

type Handler = Parameters<typeof call>[0];
type Body = { kind: "none" } | { kind: "text"; contentType: string; text: string } | { kind: "form"; entries: FormEntry[] };
type FuzzRequest = {
  actor: Actor | "forged";
  forgedToken: string;
  params: Record<string, string | string[]> | undefined;
  query: string;
  headers: Record<string, string>;
  body: Body;
};

const methodOf = (row: AuthorizationRow) => row.route.slice(0, row.route.indexOf(" "));
const pathOf = (row: AuthorizationRow) => row.route.split(" ")[1]!;

/** One row per handler: the table repeats a handler for special targets (a draft, a pending child). */
const HANDLERS = AUTHORIZATION_TABLE.filter(
  (row, i, all) => all.findIndex((other) => methodOf(other) === methodOf(row) && other.file === row.file) === i,
);

/** Each handler's own seed, so adding a route does not change what the others are sent. */
function seedFor(route: string): number {
  let hash = SEED | 0;
  for (const ch of route) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

const validImages: Uint8Array[] = [await png(3, 2), await jpegWithGps(8, 6)];

function worldValues(world: World): string[] {
  const things = [world.owner, world.member, world.admin, world.child, world.friend, world.report, world.article, world.draft, world.flag, world.comment, world.commentFlag, world.childReport, world.blockedEmail, world.notification, world.friendRequest, world.ownerPasskey, world.adminPasskey];
  // The trips and the owner's catches of the private trip's days, for the trips' catch calls.
  const trips = [world.trip, world.publicTrip, world.tripCatch, world.tripReport];
  const ids = [...things, ...trips].map((thing) => String(thing.id));
  return [...ids, world.consentToken, world.resetToken, world.emailChangeToken, "ag", "reports", "profiles", "news", "saknas.jpg"];
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}

function requestArb(row: AuthorizationRow, world: World): fc.Arbitrary<FuzzRequest> {
  const method = methodOf(row);
  const valid = row.body?.(world);
  const reaching = ACTORS.filter((actor) => row.expect[actor] < 400);
  const actor: fc.Arbitrary<Actor | "forged"> = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...(reaching.length ? reaching : ACTORS)) },
    { weight: 2, arbitrary: fc.constantFrom(...ACTORS) },
    { weight: 1, arbitrary: fc.constant("forged" as const) },
  );

  const sample = row.params?.(world);
  const pool = worldValues(world);
  const params: fc.Arbitrary<FuzzRequest["params"]> = sample
    ? fc.record(
        Object.fromEntries(
          Object.entries(sample).map(([name, value]) => [
            name,
            Array.isArray(value)
              ? fc.array(segment([...(value as string[]), "session"]), { maxLength: 4 })
              : fc.oneof({ weight: 1, arbitrary: fc.constant(value) }, { weight: 4, arbitrary: segment(pool) }),
          ]),
        ) as Record<string, fc.Arbitrary<string | string[]>>,
      )
    : fc.constant(undefined);

  const headers = fc.oneof(
    { weight: 8, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.record(
        {
          "content-length": fc.constantFrom("0", "-1", "abc", "1e9", "99999999999999999999", "5"),
          "sec-fetch-site": fc.constantFrom("same-origin", "none", "same-site"),
          "x-forwarded-for": fc.constantFrom("1.2.3.4", "::1", "not an ip", ", ,", "1.2.3.4, 5.6.7.8"),
          cookie: fc.constantFrom("a=b; c", ";;;", "next-auth.session-token"),
        },
        { requiredKeys: [] },
      ),
    },
    { weight: 1, arbitrary: fc.record({ origin: fc.constantFrom("null", "http://localhost:3000", "http://127.0.0.1", "file://", "not a url") }) },
  );

  return fc.record({
    actor,
    forgedToken: fc.oneof(fc.constantFrom("", "a.b.c", "eyJhbGciOiJkaXIifQ..x.y.z", "%00", "null"), fc.base64String({ maxLength: 200 }), fc.string({ unit: "grapheme-ascii", maxLength: 60 }).map((s) => s.replace(/;/g, ""))),
    params,
    query: queryArb(row, world),
    headers,
    body: METHODS_WITHOUT_BODY.has(method) ? fc.constant<Body>({ kind: "none" }) : bodyArb(valid),
  });
}

/** Generated query strings; for a route that needs one, also its valid query with generated pairs after it. */
function queryArb(row: AuthorizationRow, world: World): fc.Arbitrary<string> {
  const valid = row.query?.(world);
  if (!valid) return queryString;
  return fc.oneof(
    { weight: 2, arbitrary: queryString },
    { weight: 1, arbitrary: queryString.map((generated) => (generated ? `${valid}&${generated}` : valid)) },
  );
}

function bodyArb(valid: unknown): fc.Arbitrary<Body> {
  const json = (text: fc.Arbitrary<string>, contentType: fc.Arbitrary<string> = fc.constant("application/json")): fc.Arbitrary<Body> =>
    fc.tuple(text, contentType).map(([t, c]) => ({ kind: "text", contentType: c, text: t }));
  const randomJson = fc.oneof(fc.json({ maxDepth: 3 }), fc.anything({ maxDepth: 2 }).map(safeJson));
  const randomForm: fc.Arbitrary<Body> = formEntries([], FILE_FIELDS, validImages).map((entries) => ({ kind: "form", entries }));
  const rawMultipart: fc.Arbitrary<Body> = malformedMultipart.map(({ contentType, text }) => ({ kind: "text", contentType, text }));
  const none = fc.constant<Body>({ kind: "none" });

  if (valid instanceof FormData) {
    const fields = [...valid.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string");
    const form: fc.Arbitrary<Body> = formEntries(fields, FILE_FIELDS, validImages).map((entries) => ({ kind: "form", entries }));
    return fc.oneof(
      { weight: 6, arbitrary: form },
      { weight: 2, arbitrary: rawMultipart },
      { weight: 1, arbitrary: json(randomJson) },
      { weight: 1, arbitrary: json(randomJson, fc.constantFrom(...WRONG_CONTENT_TYPES)) },
      { weight: 1, arbitrary: none },
    );
  }
  if (valid && typeof valid === "object") {
    const validText = JSON.stringify(valid);
    const mutated = mutatedBody(valid as Record<string, unknown>);
    return fc.oneof(
      { weight: 5, arbitrary: json(mutated) },
      { weight: 2, arbitrary: json(randomJson) },
      { weight: 2, arbitrary: json(malformedJson(validText)) },
      { weight: 1, arbitrary: json(fc.oneof(mutated, fc.constant(validText)), fc.constantFrom(...WRONG_CONTENT_TYPES)) },
      { weight: 1, arbitrary: randomForm },
      { weight: 1, arbitrary: none },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: none },
    { weight: 2, arbitrary: json(randomJson) },
    { weight: 1, arbitrary: json(malformedJson("{}")) },
    { weight: 1, arbitrary: randomForm },
    { weight: 1, arbitrary: fc.tuple(fileArb(validImages)).map(([file]): Body => ({ kind: "form", entries: [{ name: "image", value: file }] })) },
  );
}

function pathFor(row: AuthorizationRow, request: FuzzRequest): string {
  const path = pathOf(row).replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) return name;
    return Array.isArray(value) ? value.map(encodeLoosely).join("/") : encodeLoosely(value);
  });
  return request.query ? `${path}?${request.query}` : path;
}

function toFormData(entries: readonly FormEntry[]): FormData {
  const form = new FormData();
  for (const { name, value } of entries) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new File([Buffer.from(value.bytes)], value.name, { type: value.type }));
  }
  return form;
}

async function send(row: AuthorizationRow, handler: Handler, world: World, request: FuzzRequest): Promise<Response> {
  const headers = { ...request.headers };
  let body: unknown;
  if (request.body.kind === "text") {
    headers["content-type"] = request.body.contentType;
    body = request.body.text;
  } else if (request.body.kind === "form") {
    body = toFormData(request.body.entries);
  }
  const cookie = request.actor === "forged" ? `${sessionCookieName()}=${request.forgedToken}` : world.cookies[request.actor];
  return call(handler, { method: methodOf(row), cookie, params: request.params, body, headers, path: pathFor(row, request) });
}

const show = (text: string, max = 300) => `${JSON.stringify(text.length > max ? text.slice(0, max) : text)}${text.length > max ? `… (${text.length} chars)` : ""}`;

function showFile(file: FileSpec): string {
  return `file ${show(file.name, 60)} ${JSON.stringify(file.type)} ${file.bytes.length} bytes [${Buffer.from(file.bytes.subarray(0, 16)).toString("hex")}…]`;
}

/** The request as a person would retype it, with every invisible character escaped. */
function describeRequest(row: AuthorizationRow, request: FuzzRequest): string {
  const lines = [`${methodOf(row)} ${show(pathFor(row, request), 400)}`, `as ${request.actor === "forged" ? `a forged session ${show(request.forgedToken, 80)}` : request.actor}`];
  if (request.params) lines.push(`params ${show(JSON.stringify(request.params), 400)}`);
  if (Object.keys(request.headers).length) lines.push(`headers ${JSON.stringify(request.headers)}`);
  const body = request.body;
  if (body.kind === "text") lines.push(`Content-Type ${JSON.stringify(body.contentType)}`, `body ${show(body.text, 600)}`);
  if (body.kind === "form") {
    lines.push("multipart form:");
    for (const { name, value } of body.entries) lines.push(`  ${show(name, 60)} = ${typeof value === "string" ? show(value, 120) : showFile(value)}`);
  }
  return lines.join("\n");
}

type Tally = { route: string; requests: number; ms: number; statuses: Map<number, number>; failed: boolean };
const tallies: Tally[] = [];

afterAll(async () => {
  restoreEnv();
  await dropWorldSnapshot();
  // Starting an import sends a job: the queue the handlers opened is closed.
  await stopJobQueue(1);
  await rm(uploadDir, { recursive: true, force: true });
  const total = tallies.reduce((sum, t) => sum + t.requests, 0);
  const ms = tallies.reduce((sum, t) => sum + t.ms, 0);
  const lines = tallies.map((t) => {
    const statuses = [...t.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(" ");
    return `${t.failed ? "FAIL" : "ok  "} ${t.route.padEnd(44)} ${String(t.requests).padStart(4)} req ${String(t.ms).padStart(6)} ms  ${statuses}`;
  });
  console.log(
    `fuzz seed ${SEED}, ${RUNS} runs per handler: ${tallies.length} handlers, ${total} requests in ${(ms / 1000).toFixed(1)} s (replay one with FUZZ_SEED=${SEED})\n${lines.join("\n")}`,
  );
});

describe(`generated requests (seed ${SEED})`, () => {
  it("covers every handler in the authorization table", () => {
    const handlers = new Set(AUTHORIZATION_TABLE.map((row) => `${methodOf(row)} ${row.file}`));
    expect(HANDLERS.map((row) => `${methodOf(row)} ${row.file}`).sort()).toEqual([...handlers].sort());
  });

  it.each(HANDLERS.map((row) => [row.route, row] as [string, AuthorizationRow]))(
    "%s: never 5xx, every error in the one shape",
    async (route, row) => {
      const world = await buildWorld();
      const handler = (await row.load())[methodOf(row)] as Handler;
      const tally: Tally = { route, requests: 0, ms: 0, statuses: new Map(), failed: false };
      tallies.push(tally);
      const logged: unknown[][] = [];
      const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
      const started = Date.now();
      try {
        const details = await fc.check(
          fc.asyncProperty(requestArb(row, world), async (request) => {
            logged.length = 0;
            tally.requests++;
            const res = await send(row, handler, world, request);
            const text = await res.text();
            tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
            const problem = problemWith(res, text);
            if (problem) {
              const cause = logged.map((args) => args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(" ")).join("\n");
              throw new Error(`${problem}: ${show(text, 300)}\n${describeRequest(row, request)}${cause ? `\nlogged: ${cause.slice(0, 800)}` : ""}`);
            }
          }),
          { seed: seedFor(route), numRuns: RUNS, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: true },
        );
        tally.failed = details.failed;
        if (details.failed) {
          const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          expect.fail(
            `${route} failed after ${details.numRuns} generated requests (shrunk ${details.numShrinks} times; replay: seed ${details.seed}, path "${details.counterexamplePath}")\n${error}`,
          );
        }
      } finally {
        tally.ms = Date.now() - started;
        spy.mockRestore();
      }
    },
    120_000,
  );
});
