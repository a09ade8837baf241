// A fishing trip on two phones: a member plans it with the form and invites a matros, who answers Kommer, writes on
// the trip and posts a catch for it from the report form; the trip page then sums the catch up, and its calendar
// file downloads. Every screen at 375 px: no axe violation, no sideways scroll, no console error.
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { listenForErrors, sidewaysScroll } from "./support/page-check";

const PHONE = { viewport: { width: 375, height: 812 } } as const;
const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function member(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const account = await registerMember(page.request);
  const { id } = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
  return { context, page, account, id, errors: listenForErrors(page) };
}

async function checked(page: Page) {
  await expectNoAxeViolations(page);
  expect(await sidewaysScroll(page)).toEqual([]);
}

test("a member plans a trip and invites a matros, who comes, posts a catch for it, and the trip sums it up", async ({ browser }) => {
  const [creator, matros] = [await member(browser), await member(browser)];
  const asked = await matros.page.request.post(`/api/friends/request/${creator.id}`);
  expect(asked.status(), await asked.text()).toBe(201);
  const [request] = (await (await creator.page.request.get("/api/friends/requests")).json()) as { friendship_id: number }[];
  expect((await creator.page.request.post(`/api/friends/accept/${request!.friendship_id}`)).status()).toBe(200);

  // Planning, from the link members find in the menu.
  const c = creator.page;
  await c.goto("/");
  await expect(c.locator('a[href="/turer"]').first()).toBeAttached();
  await c.goto("/turer");
  await expect(c.getByRole("heading", { name: "Fisketurer", level: 1 })).toBeVisible();
  await expect(c.getByText("Inga turer planerade än. Planera en nedan!")).toBeVisible();
  await checked(c);
  const name = `Gäddhelg ${Date.now().toString(36)}`;
  await c.getByLabel("Turens namn").fill(name);
  await c.getByLabel("Första dagen").fill(tomorrow);
  await c.getByLabel("Sista dagen").fill(today);
  await c.getByLabel("Plats").fill("Hjälmaren");
  await c.getByRole("button", { name: "Planera turen" }).click();
  await expect(c.getByText("Turen kan inte sluta innan den börjar")).toBeVisible();
  await c.getByLabel("Första dagen").fill(today);
  await c.getByLabel("Sista dagen").fill(tomorrow);
  await c.getByLabel("Beskrivning").fill("Samling vid bryggan klockan sex.");
  await c.getByRole("button", { name: "Planera turen" }).click();
  await expect(c).toHaveURL(/\/turer\/\d+$/);
  const tripPath = new URL(c.url()).pathname;
  const tripId = Number(tripPath.split("/").pop());
  await expect(c.getByRole("heading", { name, level: 1 })).toBeVisible();

  // Inviting the matros by username.
  await c.getByLabel("Matrosens användarnamn").fill(matros.account.username);
  await c.getByRole("button", { name: "Bjud in" }).click();
  await expect(c.getByRole("status").filter({ hasText: "är inbjuden." })).toBeVisible();
  const people = c.getByRole("region", { name: /Vilka kommer/ });
  await expect(people.getByRole("listitem").filter({ hasText: matros.account.username })).toContainText("Inte svarat");
  await checked(c);

  // The matros answers, from the page their notification leads to, and writes on the trip.
  const m = matros.page;
  await m.goto("/notifications");
  await m.getByText(`bjuder in dig på fisketuren ${name}`).click();
  await expect(m).toHaveURL(tripPath);
  await m.getByRole("button", { name: "Kommer", exact: true }).click();
  await expect(m.getByText("Du har svarat: Kommer.")).toBeVisible();
  await m.getByLabel("Skriv till de andra").fill("Jag tar med båten!");
  await m.getByRole("button", { name: "Skicka" }).click();
  await expect(m.getByRole("region", { name: "Snack om turen" }).getByText("Jag tar med båten!")).toBeVisible();
  await checked(m);

  // A catch for the trip, from the report form the trip page links to: the trip is already chosen.
  await m.getByRole("link", { name: "Rapportera en fångst från turen" }).click();
  await expect(m).toHaveURL(/\/reports\?tur=\d+#ny-rapport$/);
  // The panel opens by itself at #ny-rapport.
  await expect(m.locator("#ny-rapport")).toHaveAttribute("open", "");
  await m.getByLabel(/^Fisk\b/).fill("Gädda");
  await m.getByLabel("Vikt (kg)").fill("6,4");
  await m.getByLabel("Längd (cm)").fill("92");
  await m.locator("#ny-rapport").getByLabel("Plats").fill("Hjälmaren");
  await expect(m.getByLabel("Fisketur")).toHaveValue(String(tripId));
  await checked(m);
  await m.getByRole("button", { name: "Spara fångst" }).click();
  await expect(m.getByRole("status").filter({ hasText: "Fångsten är sparad!" })).toBeVisible();

  // The creator's page sums it up.
  await c.goto(tripPath);
  const catches = c.getByRole("region", { name: "Fångster på turen" });
  await expect(catches.getByText("1 fångst, sammanlagt 6,4 kg.")).toBeVisible();
  await expect(catches.getByRole("link", { name: "Gädda på 6,4 kg" })).toBeVisible();
  await expect(people.getByRole("listitem").filter({ hasText: matros.account.username })).toContainText("Kommer");
  await checked(c);

  // Rendered for this viewer: no shared cache may keep it.
  expect((await c.request.get(tripPath)).headers()["cache-control"]).toMatch(/private/);

  // The calendar file.
  const download = c.waitForEvent("download");
  await c.getByRole("link", { name: "Lägg till i kalendern" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^fisketur-${tripId}-gaddhelg-[a-z0-9-]+\\.ics$`));
  const text = await readFile((await file.path())!, "utf8");
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text).toContain(`DTSTART;VALUE=DATE:${today.replaceAll("-", "")}`);
  expect(text).toContain(`SUMMARY:${name}`);

  expect([...creator.errors(), ...matros.errors()]).toEqual([]);
  await Promise.all([creator.context.close(), matros.context.close()]);
});
