// A competition among two friends on a phone: one creates it with the form, the other joins, the lead changes hands
// as their catches come in, and once the period and its grace are over the winner stands on the leaderboard and
// on their profile.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { sql } from "./support/database";

const PHONE = { viewport: { width: 375, height: 812 } } as const;

/** The ISO date `days` after an ISO date. */
function daysAfter(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function member(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const account = await registerMember(page.request);
  const { id } = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
  return { context, page, account, id };
}

test("a member creates a competition with the form, which refuses a period that ends before it starts", async ({ browser }) => {
  const creator = await member(browser);
  const name = `Höstgäddan ${Date.now().toString(36)}`;
  const c = creator.page;
  await c.goto("/tavlingar");
  await expect(c.getByRole("heading", { name: "Öppna tävlingar" })).toBeVisible();
  await c.getByRole("link", { name: "Skapa tävling" }).click();
  await expect(c.getByRole("heading", { name: "Skapa tävling", level: 1 })).toBeVisible();
  await c.getByLabel("Namn").fill(name);
  await c.getByLabel("Beskrivning").fill("Tyngsta gäddan i höst vinner.");
  await c.getByRole("checkbox", { name: "Gädda", exact: true }).check();
  const start = await c.getByLabel("Startdatum").inputValue();
  await c.getByLabel("Slutdatum").fill("2020-01-01");
  await c.getByRole("button", { name: "Skapa tävling" }).click();
  await expect(c.getByText("Tävlingen kan inte sluta innan den börjar")).toBeVisible();
  await expectNoAxeViolations(c);
  await c.getByLabel("Slutdatum").fill(daysAfter(start, 30));
  await c.getByRole("button", { name: "Skapa tävling" }).click();
  await expect(c).toHaveURL(/\/tavlingar\/\d+$/);
  await expect(c.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(c.getByText("Ingen fångst räknas än.")).toBeVisible();
  await expect(c.getByRole("region", { name: "Din medverkan" })).toBeVisible();
  await creator.context.close();
});

/** A month-long pike competition that starts today, created through the API by the member on `page`. */
async function pikeCompetition(page: Page, name: string): Promise<{ id: number; start: string }> {
  // Today on Sweden's clock, as the form starts a competition.
  const start = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
  const pike = (await sql<{ id: number }>(`select id from species where name = 'Gädda'`))[0]!.id;
  const created = await page.request.post("/api/competitions", {
    data: { name, description: "Tyngsta gäddan vinner.", species_ids: [pike], starts_on: start, ends_on: daysAfter(start, 30), rule: "heaviest" },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, start };
}

/** Posts a pike of `weight` kg caught on `date`, through the API. */
async function postPike(page: Page, weight: string, date: string) {
  const res = await page.request.post("/api/reports", { multipart: { fish: "Gädda", weight, length: "90", location: "Tävlingsviken", date } });
  expect(res.status(), await res.text()).toBe(201);
}

test("the lead changes hands as the catches come in, and each new leader is told", async ({ browser }) => {
  const creator = await member(browser);
  const rival = await member(browser);
  const { id, start } = await pikeCompetition(creator.page, `Vintergäddan ${Date.now().toString(36)}`);

  // The rival joins from the leaderboard.
  const r = rival.page;
  await r.goto(`/tavlingar/${id}`);
  // The page refreshes itself after the join; a catch posted while that render runs could be cached behind it, so
  // the catches wait for the refresh to have been answered in full. (Waiting for the network to be idle does not:
  // the page reached that state before the click, and Playwright answers at once for a state already reached.)
  const refreshed = r.waitForResponse((res) => new URL(res.url()).pathname === `/tavlingar/${id}` && res.request().headers()["rsc"] === "1");
  await r.getByRole("button", { name: "Gå med i tävlingen" }).click();
  await expect(r.getByRole("region", { name: "Din medverkan" }).getByRole("status")).toHaveText("Du är med i tävlingen!");
  await (await refreshed).finished();

  // The creator takes the lead, then the rival takes it over. Lead changes are checked a moment after the catches,
  // gathered per competition; each member hears of this competition's lead at most once an hour.
  const leads = async () =>
    (await sql<{ user_id: number }>(`select user_id from notifications where type = 'competition_lead' and related_id = $1 order by id`, [id])).map((row) => row.user_id);
  await postPike(creator.page, "6.5", start);
  await expect.poll(leads, { timeout: 10_000 }).toEqual([creator.id]);
  await r.goto(`/tavlingar/${id}`);
  const board = r.getByRole("list", { name: "Resultatlista" });
  await expect(board.getByRole("listitem").first()).toContainText(creator.account.username);
  await postPike(r, "8.3", start);
  await r.reload();
  await expect(board.getByRole("listitem").first()).toContainText(rival.account.username);
  await expect(board.getByRole("listitem").first()).toContainText("8,3 kg");
  await expectNoAxeViolations(r);
  await expect.poll(leads, { timeout: 10_000 }).toEqual([creator.id, rival.id]);

  await creator.context.close();
  await rival.context.close();
});

test("once the period and its grace are over, the winner stands on the leaderboard and on their profile", async ({ browser }) => {
  const creator = await member(browser);
  const rival = await member(browser);
  const name = `Novembergäddan ${Date.now().toString(36)}`;
  const { id, start } = await pikeCompetition(creator.page, name);
  const joined = await rival.page.request.post(`/api/competitions/${id}/participants`);
  expect(joined.status(), await joined.text()).toBe(201);
  await postPike(creator.page, "6.5", start);
  await postPike(rival.page, "8.3", start);

  // The period and its 48 hours pass: the catches were made and posted in time, and a catch after the grace
  // (posted now) moves nothing but expires the board, which settles on its next read.
  await sql(`update competitions set starts_on = current_date - 40, ends_on = current_date - 5 where id = $1`, [id]);
  await sql(`update reports set fishing_date = current_date - 10, created_at = now() - interval '10 days' where user_id = any($1::int[])`, [[creator.id, rival.id]]);
  await postPike(creator.page, "12", start);
  const c = creator.page;
  await c.goto(`/tavlingar/${id}`);
  await expect(c.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(c.getByText(`Vinnare: ${rival.account.username}`)).toBeVisible();
  // The creator's own view of the competition is fetched from the API, whose first read after the grace settles it.
  await expect(c.getByRole("region", { name: "Din medverkan" })).toBeVisible();
  await expect(c.getByRole("list", { name: "Resultatlista" }).getByRole("listitem").first()).toContainText("8,3 kg");
  await expectNoAxeViolations(c);

  const r = rival.page;
  await r.goto(`/profile/${rival.id}`);
  await expect(r.getByRole("heading", { name: "Tävlingsvinster" })).toBeVisible();
  await expect(r.getByRole("link", { name })).toBeVisible();

  await creator.context.close();
  await rival.context.close();
});
