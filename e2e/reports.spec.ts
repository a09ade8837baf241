// Catch reports on a phone: a member posts a catch with a photo, finds it on /reports and the home page, likes
// and unlikes it in the modal and deletes it; a visitor reads the list but may neither post nor like.
import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { registerMember } from "./support/accounts";

test.use({ viewport: { width: 375, height: 800 } });

/** Server-side limit of an uploaded photo (REPORT_LIMITS.imageMaxBytes). */
const SERVER_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A 12-megapixel JPEG of noise, which compresses badly: over the server's 10 MB limit, so it is only accepted
 * if the browser shrinks it (to 1920 px and at most 2 MB) before the upload.
 */
async function hugePhoto(): Promise<Buffer> {
  const width = 4200;
  const height = 3150;
  const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(SERVER_MAX_BYTES);
  return photo;
}

function uniqueFish(): string {
  return `Testgädda ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function reportCount(page: Page): Promise<number> {
  const text = await page.getByText(/^[\d\s\u00a0]+ rapport(er)?$/).textContent();
  return Number((text ?? "").replace(/\D/g, ""));
}

/** The catch cards: links to /reports/{id} (the sort links point at /reports itself). */
function reportCards(page: Page) {
  return page.locator('main a[href^="/reports/"]');
}

function card(page: Page, fish: string) {
  return page.getByRole("main").getByRole("link", { name: new RegExp(fish) });
}

test("a member posts a catch with a photo, likes it, unlikes it and deletes it", async ({ page }) => {
  await registerMember(page.request);
  const fish = uniqueFish();
  // A place of its own: the list filtered on it holds this member's catch alone, whatever other specs post meanwhile.
  const place = `Vättern, Hjo ${fish.split(" ")[1]}`;
  const list = `/reports?place=${encodeURIComponent(place)}`;

  await page.goto(list);
  const countBefore = await reportCount(page);
  expect(countBefore).toBe(0);
  // The folded form replaces the visitor's notice once the browser knows the member is logged in.
  await page.locator("#ny-rapport summary").click();
  await page.getByLabel(/^Fisk\b/).fill(fish);
  await page.getByLabel("Vikt (kg)").fill("4.2");
  await page.getByLabel("Längd (cm)").fill("81");
  await page.locator("#ny-rapport").getByLabel("Plats").fill(place);
  await expect(page.locator("#ny-rapport").getByLabel("Datum")).not.toHaveValue("");
  await page.locator("#ny-rapport").getByLabel("Bete", { exact: true }).fill("Wobbler");
  await page.locator("#ny-rapport").getByLabel("Metod").fill("Spinnfiske");
  await page.getByLabel("Anteckningar").fill("Tog vid vassen i gryningen.");
  await page.locator("#ny-rapport").getByLabel("Bild").setInputFiles({ name: "gadda.jpg", mimeType: "image/jpeg", buffer: await hugePhoto() });
  await expect(page.getByRole("img", { name: "Förhandsvisning av vald bild" })).toBeVisible();

  await page.getByRole("button", { name: "Spara fångst" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Fångsten är sparad!" })).toBeVisible();
  await expect(page.getByLabel(/^Fisk\b/)).toHaveValue("");

  // The list refreshed: the new catch is first (newest date) and the count grew by one.
  await expect(reportCards(page).first()).toContainText(fish);
  await expect.poll(() => reportCount(page)).toBe(countBefore + 1);
  const href = await card(page, fish).getAttribute("href");
  expect(href).toMatch(/^\/reports\/\d+$/);

  // The home page's latest catches list it (a member's / is their feed; /home is the home page for them too).
  await page.goto("/home");
  await expect(page.getByRole("link", { name: new RegExp(fish) })).toBeVisible();

  // Its own page carries its share card for link previews.
  await page.goto(href!);
  await expect(page.getByRole("heading", { level: 1, name: `${fish} 4,2 kg` })).toBeVisible();
  await expect(page).toHaveTitle(`${fish} 4,2 kg – Fiskegänget`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^http://127\\.0\\.0\\.1:\\d+${href}/opengraph-image`));

  // Back on the list, the card opens the modal at the report's own address.
  await page.goto(list);
  await card(page, fish).click();
  const dialog = page.getByRole("dialog", { name: `${fish} 4,2 kg` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(href!);
  await expect(dialog.getByText("Wobbler")).toBeVisible();
  await expect(dialog.getByText("81 cm")).toBeVisible();
  const photo = dialog.getByRole("img", { name: /Foto av fångsten/ });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const like = dialog.getByRole("button", { name: /^Gilla/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toContainText("0");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toContainText("0");

  // The site asks in its own dialog above the report; 'Avbryt' has the focus, so Enter alone changes nothing.
  await dialog.getByRole("button", { name: "Ta bort rapport" }).click();
  const question = page.getByRole("dialog", { name: "Är du säker?" });
  await expect(question).toContainText("Vill du ta bort den här fångstrapporten?");
  await expect(question.getByRole("button", { name: "Avbryt", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Ta bort rapport" }).click();
  await question.getByRole("button", { name: "Ta bort rapport" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(list);
  await expect(card(page, fish)).toHaveCount(0);
  await expect.poll(() => reportCount(page)).toBe(countBefore);

  // Gone for good on the server too.
  const gone = await page.request.get(`/api/likes${href}`);
  expect(gone.status()).toBe(404);
});

test("a visitor sees the login notice instead of the form and is told to log in to like", async ({ page }) => {
  await page.goto("/reports");
  await expect(page.getByText("Du måste vara inloggad för att rapportera en fångst.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Logga in" }).first()).toBeVisible();
  await expect(page.locator('a[href="/login?next=/reports%23ny-rapport"]')).toBeVisible();
  await expect(page.getByRole("button", { name: "Spara fångst" })).toHaveCount(0);

  const firstCard = reportCards(page).first();
  await firstCard.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Ta bort rapport" })).toHaveCount(0);

  const alerts: string[] = [];
  page.once("dialog", (alert) => {
    alerts.push(`${alert.type()}: ${alert.message()}`);
    void alert.dismiss();
  });
  await dialog.getByRole("button", { name: /^Gilla/ }).click();
  await expect.poll(() => alerts).toEqual(["alert: Du måste vara inloggad för att gilla rapporter"]);
  await expect(dialog.getByRole("button", { name: /^Gilla/ })).toHaveAttribute("aria-pressed", "false");

  // Escape closes the modal, restores the list address and puts focus back on the card.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/reports");
  await expect(firstCard).toBeFocused();

  // A click on the overlay closes it too, and so does the browser's back button.
  await firstCard.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 400);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/reports");
  await firstCard.click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/reports\/\d+$/);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/reports");

  // With JavaScript, 'Visa fler' appends the next page in place.
  await expect(reportCards(page)).toHaveCount(20);
  await page.getByRole("link", { name: "Visa fler" }).click();
  await expect(reportCards(page)).toHaveCount(40);
  await expect(page).toHaveURL("/reports");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list, sorting, paging and a report page all work from the server's HTML", async ({ page }) => {
    await page.goto("/reports?sort=fish");
    await expect(page.getByRole("link", { name: "Fisk A–Ö" })).toHaveAttribute("aria-current", "true");
    const cards = reportCards(page);
    await expect(cards.first()).toBeVisible();
    const firstPage = await cards.first().getAttribute("href");

    await page.getByRole("link", { name: "Visa fler" }).click();
    await expect(page).toHaveURL(/\/reports\?sort=fish&cursor=/);
    await expect(cards.first()).toBeVisible();
    expect(await cards.first().getAttribute("href")).not.toBe(firstPage);

    await cards.first().click();
    await expect(page).toHaveURL(/\/reports\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(" kg");
    await expect(page.getByRole("button", { name: /^Gilla/ })).toBeVisible();
  });

  test("an unknown report is a 404", async ({ page }) => {
    const response = await page.goto("/reports/999999999");
    expect(response?.status()).toBe(404);
  });
});
