// Finding catches on a phone: a visitor filters and searches /reports with and without JavaScript, shares the
// address, and the header's search box suggests a catch, a species and a member by keyboard alone.
import { expect, test, type Page } from "@playwright/test";
import { KALLE, logInByApi } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

const PHONE = { viewport: { width: 375, height: 812 } } as const;
test.use(PHONE);

async function expectNotIndexed(page: Page) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex, follow/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/reports$/);
}

async function cardIds(page: Page): Promise<string[]> {
  return page.locator('main a[href^="/reports/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")!).filter((href) => /^\/reports\/\d+$/.test(href)));
}

test("a visitor filters the list with the form and shares the address, which works without JavaScript", async ({ page, browser }) => {
  await page.goto("/reports");
  // The unfiltered list stays the indexed one.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.getByText("Sök och filtrera").click();
  await page.getByLabel("Art").fill("Gädda");
  await page.getByLabel("Vikt från (kg)").fill("2");
  await page.getByRole("button", { name: "Visa fångster" }).click();

  // Blank fields are dropped: the address holds the filter and nothing else.
  await expect(page).toHaveURL(/\/reports\?species=G%C3%A4dda&weight_min=2$/);
  await expect(page.getByText(/\d+ rapport/).first()).toBeVisible();
  const cards = page.locator("main ul[role=list] h3");
  await expect(cards.first()).toHaveText("Gädda");
  expect(await cards.allTextContents()).toEqual(expect.arrayContaining(["Gädda"]));
  expect(new Set(await cards.allTextContents())).toEqual(new Set(["Gädda"]));
  await expectNotIndexed(page);
  await expectNoAxeViolations(page);

  // The shared address, opened without JavaScript, shows the same catches in the same order.
  const ids = await cardIds(page);
  const shared = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const other = await shared.newPage();
  await other.goto(page.url());
  expect(await cardIds(other)).toEqual(ids);
  // Another order keeps the filter.
  await other.getByRole("link", { name: "Fisk A–Ö" }).click();
  await expect(other).toHaveURL(/species=g%C3%A4dda/);
  await expect(other).toHaveURL(/sort=fish/);
  await shared.close();
});

test("a visitor searches without JavaScript: the form, the marked words and a bad value named in Swedish", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/reports");
  await page.getByText("Sök och filtrera").click();
  await page.getByLabel("Sök i rapporterna").fill("gäddor");
  await page.getByRole("button", { name: "Visa fångster" }).click();
  await expect(page).toHaveURL(/\/reports\?q=g%C3%A4ddor$/);
  // 'gäddor' finds 'Gädda', marked in the card.
  await expect(page.locator("main mark").first()).toHaveText(/^gädd/i);
  await expectNotIndexed(page);

  await page.goto("/reports?weight_min=tung");
  await expect(page.getByRole("alert").filter({ hasText: "Vikten måste vara ett tal" })).toBeVisible();
  await expect(page.getByLabel("Vikt från (kg)")).toHaveAttribute("aria-invalid", "true");
  await context.close();
});

test("the searched list and a refused filter pass axe, the matched words marked", async ({ page }) => {
  await page.goto("/reports?q=g%C3%A4ddor");
  await expect(page.locator("main mark").first()).toHaveText(/^gädd/i);
  await expectNoAxeViolations(page);
  await page.goto("/reports?weight_min=tung");
  await expect(page.getByRole("alert").filter({ hasText: "Vikten måste vara ett tal" })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Moves through the suggestions with the arrow keys until the highlighted one matches, then takes it with Enter. */
async function pickByKeyboard(page: Page, box: ReturnType<Page["getByRole"]>, wanted: RegExp) {
  for (let presses = 0; presses < 25; presses++) {
    await box.press("ArrowDown");
    const activeId = await box.getAttribute("aria-activedescendant");
    if (activeId && wanted.test((await page.locator(`[id="${activeId}"]`).textContent()) ?? "")) {
      await box.press("Enter");
      return;
    }
  }
  throw new Error(`no suggestion matched ${wanted}`);
}

async function openSearch(page: Page) {
  await page.getByRole("button", { name: "Öppna menyn" }).click();
  const box = page.getByRole("combobox", { name: "Sök", exact: true });
  await box.focus();
  return box;
}

test("the header's box groups its suggestions and opens a catch by keyboard alone", async ({ page }) => {
  await page.goto("/");
  const box = await openSearch(page);
  await box.pressSequentially("gädd", { delay: 20 });
  const list = page.getByRole("listbox", { name: "Förslag" });
  await expect(list.getByRole("group", { name: "Fångster" })).toBeVisible();
  await expect(list.getByRole("group", { name: "Arter" }).getByRole("option", { name: /Gädda/ })).toBeVisible();
  // A visitor is told that finding members needs a login.
  await expect(list.getByText("Du måste vara inloggad för att söka användare")).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page);

  await pickByKeyboard(page, box, /^Gädda, /);
  await expect(page).toHaveURL(/\/reports\/\d+$/);
});

test("the header's box opens a species, and 'Visa alla' the full list of catches, by keyboard alone", async ({ page }) => {
  await page.goto("/");
  let box = await openSearch(page);
  await box.pressSequentially("abborr", { delay: 20 });
  await expect(page.getByRole("group", { name: "Arter" })).toBeVisible();
  await pickByKeyboard(page, box, /^AbborrePerca/);
  await expect(page).toHaveURL(/\/arter\/abborre$/);

  await page.goto("/");
  box = await openSearch(page);
  await box.pressSequentially("gädda", { delay: 20 });
  await expect(page.getByRole("option", { name: /^Visa alla fångster/ })).toBeVisible();
  await pickByKeyboard(page, box, /^Visa alla fångster/);
  await expect(page).toHaveURL(/\/reports\?q=g%C3%A4dda$/);
});

test("the full results page shows a visitor catches and species, and members only after a login", async ({ page }) => {
  await page.goto("/search-results?q=abborre");
  await expect(page.getByText("Du måste vara inloggad för att söka användare.")).toBeVisible();
  const catches = page.getByRole("region", { name: "Fångster" });
  await expect(catches.locator('a[href^="/reports/"]').first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Arter" }).getByRole("link", { name: /^Abborre/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await catches.getByRole("link", { name: "Visa alla fångster för ”abborre”" }).click();
  await expect(page).toHaveURL(/\/reports\?q=abborre$/);
});

test("the header's box finds a member for a member, by keyboard alone", async ({ page }) => {
  await logInByApi(page, KALLE);
  await page.goto("/");
  const box = await openSearch(page);
  await box.pressSequentially("kal", { delay: 20 });
  await expect(page.getByRole("group", { name: "Användare" }).getByRole("option").first()).toBeVisible();
  await pickByKeyboard(page, box, /^kalle/);
  await expect(page).toHaveURL(/\/profile\/\d+$/);
});

test("a kept filtered page shows a posted catch at the next request, and drops it after its deletion", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const member = await playwright.request.newContext({ baseURL });
  expect((await member.post("/api/auth/login", { data: KALLE })).status()).toBe(200);
  const word = `sjöfoder${Date.now().toString(36).replace(/\d/g, "")}`;
  const path = `/reports?q=${encodeURIComponent(word)}`;
  expect(await (await visitor.get(path)).text()).toContain("Inga rapporter hittades");

  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
  const posted = await member.post("/api/reports", {
    multipart: { fish: "Gädda", weight: "2.5", length: "55", location: "Cachesjön", notes: `Tog på ${word}`, date: today },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = (await posted.json()) as { id: number };
  expect(await (await visitor.get(path)).text()).toContain(`/reports/${id}`);

  expect((await member.delete(`/api/reports/${id}`)).status()).toBe(200);
  expect(await (await visitor.get(path)).text()).not.toContain(`/reports/${id}`);
  await visitor.dispose();
  await member.dispose();
});
