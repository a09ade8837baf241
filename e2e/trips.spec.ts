// A fishing trip on two phones: a member plans it with the form and invites a matros, who answers Kommer, writes on
// the trip and posts a catch for it from the report form; the trip page then sums the catch up, and its calendar
// file downloads. An open trip names its share card; its creator deletes it after a confirmation given by keyboard.
// A catch posted before the trip existed is added to it from the trip page and taken off again.
// Every screen at 375 px: no axe violation, no sideways scroll, no console error.
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
  // A refresh after a write streams the page's metadata again: axe reads the page once its title is back.
  await expect(page).toHaveTitle(/\S/);
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

  // Rendered for this viewer (proxy.ts rewrites a member's request): no shared cache may give or keep it.
  for (let read = 0; read < 2; read += 1) {
    const own = await c.request.get(tripPath);
    expect(own.headers()["cache-control"]).toMatch(/private/);
    expect(own.headers()["x-micro-cache"]).toBeUndefined();
  }

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

test("an open trip has a share card, and its creator deletes it after a confirmation given by keyboard", async ({ browser }) => {
  const [creator, matros] = [await member(browser), await member(browser)];
  const asked = await matros.page.request.post(`/api/friends/request/${creator.id}`);
  expect(asked.status(), await asked.text()).toBe(201);
  const [request] = (await (await creator.page.request.get("/api/friends/requests")).json()) as { friendship_id: number }[];
  expect((await creator.page.request.post(`/api/friends/accept/${request!.friendship_id}`)).status()).toBe(200);

  // An open trip, the matros coming with a catch for it.
  const name = `Gösnatt ${Date.now().toString(36)}`;
  const plan = { name, place: "Vättern", starts_on: today, ends_on: tomorrow, latitude: "58,3", longitude: "14,5", is_public: true };
  const planned = await creator.page.request.post("/api/trips", { data: plan });
  expect(planned.status(), await planned.text()).toBe(201);
  const { id } = (await planned.json()) as { id: number };
  const tripPath = `/turer/${id}`;
  expect((await creator.page.request.post(`/api/trips/${id}/invitations`, { data: { username: matros.account.username } })).status()).toBe(201);
  expect((await matros.page.request.put(`/api/trips/${id}/answer`, { data: { answer: "coming" } })).status()).toBe(200);
  const caught = await matros.page.request.post("/api/reports", {
    multipart: { fish: "Gös", weight: "3,2", length: "64", location: "Vättern", date: today, trip_id: String(id) },
  });
  expect(caught.status(), await caught.text()).toBe(201);

  // A visitor reads the page with its card named for chat apps and search engines, in the head.
  const visitor = await browser.newContext(PHONE);
  const v = await visitor.newPage();
  const visitorErrors = listenForErrors(v);
  await v.goto(tripPath);
  await expect(v.getByRole("heading", { name, level: 1 })).toBeVisible();
  const image = await v.locator('head meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(new RegExp(`/turer/${id}/opengraph-image\\?v=[\\w-]{10}$`));
  await expect(v.locator('head meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(v.locator('head meta[name="twitter:image"]')).toHaveAttribute("content", image!);
  await expect(v.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  const card = await v.request.get(new URL(image!).pathname + new URL(image!).search);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/jpeg");
  await checked(v);
  await expect(v.getByRole("region", { name: "Fångster på turen" }).getByText("1 fångst, sammanlagt 3,2 kg.")).toBeVisible();
  await expect(v.getByRole("region", { name: /Vilka kommer/ }).getByRole("listitem").filter({ hasText: matros.account.username })).toContainText("Kommer");
  await expect(v.getByRole("region", { name: "Snack om turen" })).toHaveCount(0);
  await expect(v.getByRole("link", { name: "Mina turer" })).toHaveCount(0);

  // The visitor's page is one copy for every visitor: a repeat read is the shared copy, marked for shared caches.
  const visitorRead = await v.request.get(tripPath);
  expect(visitorRead.headers()["cache-control"]).toContain("s-maxage=");
  await expect.poll(async () => (await v.request.get(tripPath)).headers()["x-micro-cache"]).toMatch(/^(HIT|STALE)$/);
  // Members still get their own parts, drawn for them: the matros their answer and the talk, the creator the plan.
  const m = matros.page;
  await m.goto(tripPath);
  await expect(m.getByText("Du har svarat: Kommer.")).toBeVisible();
  await expect(m.getByRole("region", { name: "Snack om turen" })).toBeVisible();
  await checked(m);
  const own = await creator.page.request.get(tripPath);
  expect(own.headers()["cache-control"]).toMatch(/private/);
  expect(own.headers()["x-micro-cache"]).toBeUndefined();
  expect(await own.text()).toContain("Bjud in matroser");

  // Another catch for the trip: the visitors' copy has it at their next read.
  const another = await matros.page.request.post("/api/reports", {
    multipart: { fish: "Abborre", weight: "0,8", length: "30", location: "Vättern", date: today, trip_id: String(id) },
  });
  expect(another.status(), await another.text()).toBe(201);
  await v.reload();
  await expect(v.getByRole("region", { name: "Fångster på turen" }).getByText("2 fångster, sammanlagt 4 kg.")).toBeVisible();

  // Made private: the page and the card are gone for visitors (a 404 no copy keeps), the card for everyone, and the
  // page says noindex to those who still see it.
  expect((await creator.page.request.put(`/api/trips/${id}`, { data: { ...plan, is_public: false } })).status()).toBe(200);
  for (let read = 0; read < 2; read += 1) {
    const gone = await v.request.get(tripPath);
    expect(gone.status()).toBe(404);
    expect(gone.headers()["x-micro-cache"]).toBeUndefined();
  }
  expect((await v.request.get(`${tripPath}/opengraph-image`)).status()).toBe(404);
  expect((await creator.page.request.get(`${tripPath}/opengraph-image`)).status()).toBe(404);
  const c = creator.page;
  await c.goto(tripPath);
  await expect(c.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(c.locator('head meta[property="og:image"]')).toHaveCount(0);

  // Deleting asks first: 'Avbryt' has the focus, Escape says no and the trip stays.
  const remove = c.getByRole("button", { name: "Ta bort turen" });
  await remove.focus();
  await c.keyboard.press("Enter");
  const dialog = c.getByRole("dialog", { name: "Är du säker?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Vill du ta bort fisketuren ${name}?`);
  await expect(dialog.getByRole("button", { name: "Avbryt" })).toBeFocused();
  // (The page behind is locked from scrolling while the dialog is open, so only axe reads this state.)
  await expectNoAxeViolations(c);
  await c.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(c.getByRole("heading", { name, level: 1 })).toBeVisible();

  // Yes, by keyboard: the member's trips, without this one.
  await c.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Avbryt" })).toBeFocused();
  await c.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Ta bort turen" })).toBeFocused();
  await c.keyboard.press("Enter");
  await expect(c).toHaveURL(/\/turer$/);
  await expect(c.getByText("Inga turer planerade än. Planera en nedan!")).toBeVisible();
  await checked(c);

  // The matros who was coming is told; the catch stays in their logbook; the page and its card are gone.
  await m.goto("/notifications");
  await expect(m.getByText(`har ställt in fisketuren ${name}`)).toBeVisible();
  await m.goto("/my-profile");
  await expect(m.getByRole("table", { name: "Mina fångster" })).toContainText("Gös");
  expect((await m.request.get(tripPath)).status()).toBe(404);
  expect((await v.request.get(`${tripPath}/opengraph-image`)).status()).toBe(404);

  expect([...creator.errors(), ...matros.errors(), ...visitorErrors()]).toEqual([]);
  await Promise.all([creator.context.close(), matros.context.close(), visitor.close()]);
});

test("a catch posted before the trip existed is added to it from the trip page, counted, and taken off again by keyboard", async ({ browser }) => {
  const fisher = await member(browser);
  // A catch of today, posted before there was any trip to choose.
  const caught = await fisher.page.request.post("/api/reports", { multipart: { fish: "Abborre", weight: "0,8", length: "30", location: "Runn", date: today } });
  expect(caught.status(), await caught.text()).toBe(201);
  const { id: reportId } = (await caught.json()) as { id: number };
  // The trip, planned afterwards; open, so a visitor reads its summary too.
  const name = `Abborrdag ${Date.now().toString(36)}`;
  const planned = await fisher.page.request.post("/api/trips", { data: { name, place: "Runn", starts_on: today, ends_on: tomorrow, is_public: true } });
  expect(planned.status(), await planned.text()).toBe(201);
  const tripPath = `/turer/${((await planned.json()) as { id: number }).id}`;

  const p = fisher.page;
  await p.goto(tripPath);
  const catches = p.getByRole("region", { name: "Fångster på turen" });
  await expect(catches.getByText("Inga fångster rapporterade från turen än.")).toBeVisible();
  const own = p.getByRole("region", { name: "Dina fångster på turen" });
  await expect(own.getByText("Du har inga fångster på turen än.")).toBeVisible();
  const choice = own.getByLabel("Fångst", { exact: true });
  await expect(choice).toHaveValue(String(reportId));
  await expect(choice.locator("option")).toHaveText([/^Abborre, 0,8 kg, \d+ \p{L}+$/u]);
  await checked(p);

  // "Lägg till en fångst" by keyboard: from the choice to its button.
  await choice.focus();
  await p.keyboard.press("Tab");
  await expect(own.getByRole("button", { name: "Lägg till" })).toBeFocused();
  await p.keyboard.press("Enter");
  await expect(own.getByRole("status")).toHaveText("Fångsten är tillagd på turen");
  await expect(catches.getByText("1 fångst, sammanlagt 0,8 kg.")).toBeVisible();
  await expect(catches.getByRole("link", { name: "Abborre på 0,8 kg" })).toBeVisible();
  const item = own.getByRole("listitem").filter({ hasText: "Abborre, 0,8 kg" });
  await expect(item.getByRole("link")).toHaveAttribute("href", `/reports/${reportId}`);
  await expect(own.getByText("Du har inga andra fångster från turens dagar.")).toBeVisible();
  await checked(p);

  // A visitor reads the sum, and none of the participant's parts.
  const visitor = await browser.newContext(PHONE);
  const v = await visitor.newPage();
  const visitorErrors = listenForErrors(v);
  await v.goto(tripPath);
  await expect(v.getByRole("region", { name: "Fångster på turen" }).getByText("1 fångst, sammanlagt 0,8 kg.")).toBeVisible();
  await expect(v.getByRole("region", { name: "Dina fångster på turen" })).toHaveCount(0);
  await checked(v);

  // "Ta bort från turen" by keyboard: the keyboard goes on from the list's heading, and the sum is back to none.
  await item.getByRole("button", { name: "Ta bort från turen" }).focus();
  await p.keyboard.press("Enter");
  await expect(own.getByRole("status")).toHaveText("Fångsten är borttagen från turen");
  await expect(own.getByRole("heading", { name: "Dina fångster på turen" })).toBeFocused();
  await expect(catches.getByText("Inga fångster rapporterade från turen än.")).toBeVisible();
  await expect(choice).toHaveValue(String(reportId));
  await checked(p);
  // Off the trip, still the fisher's catch; the visitor's next read has no catch either.
  expect((await p.request.get(`/reports/${reportId}`)).status()).toBe(200);
  await v.reload();
  await expect(v.getByRole("region", { name: "Fångster på turen" }).getByText("Inga fångster rapporterade från turen än.")).toBeVisible();

  // On another trip of the same days, the catch is still offered here: the choice stays short enough for a phone,
  // and the line under it says where the catch is now and that it moves.
  const other = `Kvällsfiske ${Date.now().toString(36)}`;
  const second = await p.request.post("/api/trips", { data: { name: other, place: "Runn", starts_on: today, ends_on: today } });
  expect(second.status(), await second.text()).toBe(201);
  const secondId = ((await second.json()) as { id: number }).id;
  const moved = await p.request.put(`/api/trips/${secondId}/catches/${reportId}`);
  expect(moved.status(), await moved.text()).toBe(200);
  await p.reload();
  await expect(choice.locator("option")).toHaveText([/^Abborre, 0,8 kg, \d+ \p{L}+ \(annan tur\)$/u]);
  await expect(choice).toHaveAccessibleDescription(new RegExp(`Fångsten hör nu till turen ${other} och flyttas hit\\.$`));

  expect([...fisher.errors(), ...visitorErrors()]).toEqual([]);
  await Promise.all([fisher.context.close(), visitor.close()]);
});
