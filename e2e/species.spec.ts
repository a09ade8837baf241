// The species catalogue on a phone: the report form suggests species, warns under the minimum size and records a
// released catch; the catch is marked 'Storfisk' and heads its species page; /arter lists and searches species,
// also without JavaScript; an unknown species is a 404.
import { expect, test } from "@playwright/test";
import { SPECIES } from "../lib/species/catalogue";
import { registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

test.use({ viewport: { width: 375, height: 812 } });

const gadda = SPECIES.find((s) => s.slug === "gadda")!;
const sized = SPECIES.find((s) => s.legalMinLengthCm !== null)!;

test("a member logs a released big pike, which heads the species page with its marks", async ({ page, browser }) => {
  test.slow();
  const angler = await registerMember(page.request);
  const place = `Artsjön ${Date.now().toString(36)}`;

  // A friend, who will hear of the personal best; and an earlier, smaller pike for the new one to beat.
  const friendContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const friendPage = await friendContext.newPage();
  await registerMember(friendPage.request);
  const friendId = ((await (await friendPage.request.get("/api/auth/me")).json()) as { id: number }).id;
  expect((await page.request.post(`/api/friends/request/${friendId}`)).status()).toBe(201);
  const [request] = (await (await friendPage.request.get("/api/friends/requests")).json()) as { friendship_id: number }[];
  expect((await friendPage.request.post(`/api/friends/accept/${request!.friendship_id}`)).status()).toBe(200);
  const earlier = await page.request.post("/api/reports", { multipart: { fish: "Gädda", weight: "2,1", length: "60", location: "Hemmasjön" } });
  expect(earlier.status()).toBe(201);

  await page.goto("/reports");
  await page.locator("#ny-rapport summary").click();
  const fish = page.getByRole("combobox", { name: /^Fisk\b/ });

  // Under the national minimum size the form says so before posting, and the warning goes when the length grows.
  await fish.fill(sized.name.toLowerCase());
  await page.getByLabel("Längd (cm)").fill(String(sized.legalMinLengthCm! - 1));
  const warning = page.getByRole("status").filter({ hasText: `Under minimimåttet ${sized.legalMinLengthCm} cm för ${sized.name.toLowerCase()}` });
  await expect(warning).toBeVisible();
  await page.getByLabel("Längd (cm)").fill(String(sized.legalMinLengthCm! + 5));
  await expect(warning).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The field suggests the catalogue's species; the keyboard picks one (ARIA combobox).
  await fish.fill("gäd");
  const suggestions = page.getByRole("listbox", { name: /Förslag/ });
  await expect(suggestions.getByRole("option", { name: gadda.name })).toBeVisible();
  await expect(fish).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(fish).toHaveAttribute("aria-activedescendant", /.+/);
  await expect(suggestions.getByRole("option", { name: gadda.name })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");
  await expect(fish).toHaveValue(gadda.name);
  await expect(suggestions).toBeHidden();
  await page.getByLabel("Vikt (kg)").fill("150");
  await page.getByLabel("Längd (cm)").fill("140");
  await page.locator("#ny-rapport").getByLabel("Plats").fill(place);
  await page.getByRole("checkbox", { name: /Återutsatt/ }).check();
  await page.getByRole("button", { name: "Spara fångst" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Fångsten är sparad!" })).toBeVisible();

  const cardLink = page.getByRole("main").getByRole("link", { name: new RegExp(place) });
  await expect(cardLink).toContainText("Personbästa");
  await expect(cardLink).toContainText("Storfisk");
  await expect(cardLink).toContainText("Återutsatt");
  const href = await cardLink.getAttribute("href");
  await page.goto(href!);
  await expect(page.getByText(/Fångsten är inte registrerad där/)).toBeVisible();
  await page.getByRole("link", { name: gadda.name, exact: true }).click();

  await expect(page).toHaveURL(/\/arter\/gadda$/);
  await expect(page.getByRole("heading", { level: 1, name: gadda.name })).toBeVisible();
  const heaviest = page.getByRole("table", { name: /tyngsta/ });
  await expect(heaviest.getByRole("row").nth(1)).toContainText(place);
  await expect(page.getByRole("table", { name: /per månad/ })).toBeAttached();
  await expectNoAxeViolations(page);

  // The angler's own profile lists it as the best pike, and this season's figures count both catches.
  await page.goto("/my-profile");
  const bests = page.getByRole("table", { name: /Personbästa per art/ });
  await expect(bests.getByRole("row", { name: /Gädda/ })).toContainText("150 kg");
  await expect(page.getByRole("region", { name: /Säsongen/ })).toContainText("152,1 kg");
  await expectNoAxeViolations(page);

  // The friend hears of it, and the notification leads to the catch.
  await friendPage.goto("/notifications");
  const news = friendPage.getByRole("button", { name: new RegExp(`${angler.username} slog sitt personbästa på gädda: 150 kg`) });
  await expect(news).toBeVisible();
  await expectNoAxeViolations(friendPage);
  await news.click();
  await expect(friendPage).toHaveURL(/\/reports\/\d+$/);
  await expect(friendPage.getByText("Personbästa").first()).toBeVisible();
  await friendContext.close();
});

test("/arter lists the species and finds one by the start of its name", async ({ page }) => {
  await page.goto("/arter");
  await expect(page.getByRole("heading", { level: 1, name: "Arter" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Alla arter" }).getByRole("listitem")).toHaveCount(SPECIES.length);
  await expectNoAxeViolations(page);

  await page.getByRole("searchbox", { name: "Sök bland arterna" }).fill("gäd");
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page).toHaveURL(/\/arter\/sok\?q=g%C3%A4d$/);
  await expect(page.getByRole("list", { name: "Sökresultat" }).getByRole("link", { name: new RegExp(gadda.name) })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the species search works from the server's HTML, and an unknown species is a 404", async ({ page }) => {
    await page.goto("/arter");
    await page.getByRole("searchbox", { name: "Sök bland arterna" }).fill("ABBORR");
    await page.getByRole("button", { name: "Sök", exact: true }).click();
    await expect(page.getByRole("list", { name: "Sökresultat" }).getByRole("link", { name: /Abborre/ })).toBeVisible();

    const missing = await page.goto("/arter/sjoodjur");
    expect(missing?.status()).toBe(404);
  });
});
