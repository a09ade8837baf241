// The member's feed on / at 375 px: a matros's new catch is there, marked new, and is liked in place; the kept copy
// follows the like and the catch's removal; "Visa fler" is a link; a visitor at the same address keeps the home page; a member without matroser gets suggestions.
import { createHmac } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import { registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { sql } from "./support/database";
import { layoutFaults, listenForErrors } from "./support/page-check";

test.use({ viewport: { width: 375, height: 812 } });

async function memberContext(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const account = await registerMember(context.request);
  const [row] = await sql<{ id: number }>("select id from users where username = $1", [account.username]);
  return { context, account, id: row!.id };
}

test("a member sees a matros's new catch in the feed and likes it there", async ({ browser }) => {
  test.slow();
  const viewer = await memberContext(browser);
  const mate = await memberContext(browser);
  await sql("insert into friendships (requester_id, addressee_id, status, accepted_at, created_at) values ($1, $2, 'ACCEPTED', now(), now())", [viewer.id, mate.id]);
  const page = await viewer.context.newPage();
  const errors = listenForErrors(page);
  // The first visit: nothing of the matros yet; it sets the line for what is new.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: `Hej ${viewer.account.username}!` })).toBeVisible();

  const posted = await mate.context.request.post("/api/reports", { multipart: { fish: "Gädda", weight: "7,3", length: "91", location: "Ekoln" } });
  expect(posted.status()).toBe(201);
  const reportId = ((await posted.json()) as { id: number }).id;

  await page.goto("/");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${mate.account.username} fick gädda` }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("Nytt", { exact: true })).toBeVisible();
  await expect(card).toContainText("7,3 kg");
  await expectNoAxeViolations(page);
  expect(await layoutFaults(page)).toEqual([]);

  const like = card.getByRole("button", { name: /^Gilla/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");
  const [liked] = await sql<{ n: number }>("select count(*)::int as n from report_likes where report_id = $1 and user_id = $2", [reportId, viewer.id]);
  expect(liked!.n).toBe(1);
  // The kept feed is renewed by the like, and the next visit has seen the catch: liked, no longer new.
  await page.reload();
  await expect(card.getByRole("button", { name: /^Gilla/ })).toHaveAttribute("aria-pressed", "true");
  await expect(card.getByText("Nytt", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Inget nytt sedan ditt senaste besök.")).toBeVisible();
  // The matros takes the catch back: it leaves the feed at once.
  expect((await mate.context.request.delete(`/api/reports/${reportId}`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: `${mate.account.username} fick gädda` })).toHaveCount(0);
  // Drawn for the member, never shared: the answer says so.
  const res = await page.request.get("/");
  expect(res.headers()["cache-control"]).toMatch(/private|no-store/);
  expect(errors()).toEqual([]);

  // A visitor at the same address gets the home page.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/");
  await expect(visitorPage.getByRole("heading", { level: 1, name: "Välkommen till Fiskegänget!" })).toBeVisible();
  await Promise.all([visitor.close(), viewer.context.close(), mate.context.close()]);
});

/** An address of a member's kept page signed as the proxy signs one (lib/auth/kept-address.ts), with the server's secret. */
function signedAddress(kind: string, body: string): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: run the specs through scripts/e2e.mjs");
  const key = createHmac("sha256", secret).update(`kept-page:${kind}`).digest();
  return `${body}-${createHmac("sha256", key).update(body).digest("base64url").slice(0, 22)}`;
}

test("a member's kept pages are not found at their own addresses, however written, even signed", async ({ browser }) => {
  const member = await memberContext(browser);
  const other = await memberContext(browser);
  const feed = signedAddress("feed", `${member.id}-0-0-0`);
  const patterns = signedAddress("patterns", String(member.id));
  const addresses = [`/flode/kopia/${feed}`, `/flode/%6Bopia/${feed}`, `/my-profile/monster/kopia/${patterns}`, `/my-profile/monster/%6Bopia/${patterns}`];
  for (const who of [member, other]) {
    for (const address of addresses) {
      const res = await who.context.request.get(address, { maxRedirects: 0 });
      expect(res.status(), address).toBe(404);
      expect(await res.text()).not.toContain(`Hej ${member.account.username}!`);
    }
  }
  const visitor = await browser.newContext();
  for (const address of addresses) expect((await visitor.request.get(address, { maxRedirects: 0 })).status(), address).toBe(404);
  await Promise.all([visitor.close(), member.context.close(), other.context.close()]);
});

test("a member without matroser gets suggestions and the feed works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
  await registerMember(context.request);
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByText("Du har inga matroser än.")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Fiskare du kanske känner" })).toBeVisible();
  expect(await layoutFaults(page)).toEqual([]);
  await context.close();
});
