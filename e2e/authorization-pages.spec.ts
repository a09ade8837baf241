// Every page of the table (test/authorization/table.ts) × every actor, against the production build: the status,
// the redirect or the words each gets, and that every inline script of an HTML answer is one its CSP allows. The
// handler rows are checked in test/authorization/.
import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs } from "@playwright/test";
import { pageFiles } from "../test/authorization/files";
import { ACTORS, PAGE_TABLE, type Actor, type PageOutcome, type PageWorld } from "../test/authorization/table";
import { ADMIN, proveSecondFactor, registerMember, uniqueUsername } from "./support/accounts";
import { mintSessionCookie, suspendForAWeek } from "./support/database";
import { pageWorld } from "./support/page-world";

type Setup = { world: PageWorld; actors: Record<Actor, APIRequestContext> };

const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());

async function build(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string): Promise<Setup> {
  const context = () => playwright.request.newContext({ baseURL });
  const [visitor, member, owner, friend, admin, suspended] = await Promise.all([context(), context(), context(), context(), context(), context()]);
  await registerMember(member, uniqueUsername("medlem"));
  await registerMember(owner, uniqueUsername("agare"));
  await registerMember(friend, uniqueUsername("van"));
  await registerMember(suspended, uniqueUsername("avstangd"));
  expect((await admin.post("/api/auth/login", { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  await proveSecondFactor(admin);
  // The same admin on another device, having given only the password.
  const adminWithoutSecondFactor = await context();
  expect((await adminWithoutSecondFactor.post("/api/auth/login", { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);

  const ownerId = ((await (await owner.get("/api/auth/me")).json()) as { id: number }).id;
  const friendRequest = await friend.post(`/api/friends/request/${ownerId}`);
  expect(friendRequest.status(), await friendRequest.text()).toBe(201);
  const [request] = (await (await owner.get("/api/friends/requests")).json()) as { friendship_id: number }[];
  expect((await owner.post(`/api/friends/accept/${request!.friendship_id}`)).status()).toBe(200);
  const posted = await owner.post("/api/reports", { multipart: { fish: "Gädda", weight: "4.1", length: "80", location: "Mälaren", date: today } });
  expect(posted.status(), await posted.text()).toBe(201);
  const reportId = ((await posted.json()) as { id: number }).id;

  // The suspension comes after the login, so the cookie is the leftover one a suspension must make worthless.
  const suspendedId = ((await (await suspended.get("/api/auth/me")).json()) as { id: number }).id;
  await suspendForAWeek(suspendedId);

  const { world, child } = await pageWorld(visitor, { ownerId, reportId });
  const childCookie = await mintSessionCookie(child);
  const pendingChild = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [{ ...childCookie, domain: new URL(baseURL).hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" }], origins: [] },
  });

  return {
    world,
    actors: { visitor, pendingChild, member, owner, friend, admin, adminWithoutSecondFactor, suspended },
  };
}

function describeOutcome(outcome: PageOutcome): string {
  if ("redirect" in outcome) return `→ ${outcome.redirect}`;
  return outcome.shows ? `${outcome.status} '${outcome.shows}'` : String(outcome.status);
}

/**
 * The inline scripts of an HTML answer that the browser would run but its Content-Security-Policy does not allow:
 * a page whose own scripts are blocked stays half-built for that actor (the server hashes only what Next.js wrote).
 */
async function blockedInlineScripts(res: APIResponse): Promise<string[]> {
  if (!(res.headers()["content-type"] ?? "").startsWith("text/html")) return [];
  const policy = res.headers()["content-security-policy"] ?? "";
  const blocked: string[] = [];
  for (const [, attributes = "", content = ""] of (await res.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes)) continue;
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    const hash = `'sha256-${createHash("sha256").update(content).digest("base64")}'`;
    if (!policy.includes(hash)) blocked.push(content.slice(0, 60));
  }
  return blocked;
}

/** What an actor got, in the table's words, so a failure reads as the cell that differs. */
async function observe(request: APIRequestContext, path: string, expected: PageOutcome): Promise<string> {
  const res = await request.get(path, { maxRedirects: 0 });
  const blocked = await blockedInlineScripts(res);
  if (blocked.length > 0) return `${res.status()} with ${blocked.length} inline script(s) outside the CSP: ${blocked[0]}`;
  const location = res.headers()["location"];
  if (res.status() >= 300 && res.status() < 400 && location) return `→ ${new URL(location, "http://x").pathname}`;
  if (!("redirect" in expected) && expected.shows) {
    return (await res.text()).includes(expected.shows) ? `${res.status()} '${expected.shows}'` : `${res.status()} without '${expected.shows}'`;
  }
  return String(res.status());
}

test("every page file has a row in the table", async () => {
  const missing = (await pageFiles()).filter((file) => !PAGE_TABLE.some((row) => row.file === file));
  expect(missing).toEqual([]);
});

// One test, so a failing cell neither restarts the worker nor rebuilds the world: every differing cell is reported.
test("every page answers each actor as the table says", async ({ playwright, baseURL }) => {
  const { world, actors } = await build(playwright, baseURL!);
  for (const row of PAGE_TABLE) {
    const path = row.path(world);
    const got: Partial<Record<Actor, string>> = {};
    const want: Partial<Record<Actor, string>> = {};
    for (const actor of ACTORS) {
      want[actor] = describeOutcome(row.expect[actor]);
      got[actor] = await observe(actors[actor], path, row.expect[actor]);
    }
    expect.soft(got, `${row.page}: GET ${path}`).toEqual(want);
  }
  console.log(`page matrix: ${PAGE_TABLE.length} rows × ${ACTORS.length} actors = ${PAGE_TABLE.length * ACTORS.length} cells`);
});
