// Showing a catch off: the report page names its share card in og:image, the card is a small JPEG of
// 1200 × 630, a missing report has none, a species page has one too, and 'Dela' copies the link where the
// browser has no share sheet.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

test.use({ viewport: { width: 375, height: 812 } });

test("a catch's page links its share card, and 'Dela' copies the link", async ({ page, context, browser, baseURL }) => {
  await registerMember(page.request);
  const posted = await page.request.post("/api/reports", { multipart: { fish: "Gädda", weight: "9,4", length: "101", location: "Hemlig vik" } });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };

  // A visitor's view, as a chat app's preview fetches it.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/reports/${id}`);
  const cardUrl = await visitorPage.locator('meta[property="og:image"]').getAttribute("content");
  expect(cardUrl).toMatch(new RegExp(`/reports/${id}/opengraph-image\\?v=[\\w-]+$`));
  await expect(visitorPage.locator('meta[name="twitter:image"]')).toHaveAttribute("content", cardUrl!);
  await expect(visitorPage.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(visitorPage.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await visitor.close();

  const card = await page.request.get(new URL(cardUrl!).pathname + new URL(cardUrl!).search);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/jpeg");
  const bytes = await card.body();
  expect(bytes.length).toBeLessThanOrEqual(150_000);
  const meta = await sharp(bytes).metadata();
  expect([meta.width, meta.height]).toEqual([1200, 630]);
  expect((await page.request.get("/reports/999999999/opengraph-image")).status()).toBe(404);

  // A species page has its card too.
  await page.goto("/arter/gadda");
  const speciesCard = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(speciesCard).toMatch(/\/arter\/gadda\/opengraph-image\?v=/);
  const speciesBytes = await (await page.request.get(new URL(speciesCard!).pathname)).body();
  expect((await sharp(speciesBytes).metadata()).width).toBe(1200);

  // Chromium on a desktop has no share sheet: the link is copied, and the button says so.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/reports/${id}`);
  await page.getByRole("button", { name: "Dela" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Länken är kopierad" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/reports/${id}`);
  // The like button is dimmed (disabled) until the member's like is read; axe looks at the page once it is settled.
  await expect(page.getByRole("button", { name: /^Gilla/ })).toBeEnabled();
  await expectNoAxeViolations(page);
});
