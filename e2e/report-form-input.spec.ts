// The report form in a browser whose language writes decimals with a point: a weight typed the Swedish way is
// kept as typed, and a file that is not an image is refused the moment it is chosen. The browser's own
// requests carry no added Origin header here, so the form's post must pass the site's same-origin check by itself.
import { expect, test } from "@playwright/test";
import { NEW_PASSWORD, uniqueUsername } from "./support/accounts";

test.use({ locale: "en-US", extraHTTPHeaders: {} });

test.beforeEach(async ({ page, baseURL }) => {
  const res = await page.request.post("/api/auth/register", {
    data: { username: uniqueUsername("komma"), password: NEW_PASSWORD, age: 30 },
    headers: { origin: baseURL! },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto("/reports");
  await page.locator("#ny-rapport summary").click();
});

test("a weight typed with a decimal comma is saved as typed, not ten times heavier", async ({ page }) => {
  const fish = `Kommagädda ${Date.now().toString(36)}`;
  await page.getByLabel(/^Fisk\b/).fill(fish);
  await page.getByLabel("Vikt (kg)").pressSequentially("4,2");
  await page.getByLabel("Längd (cm)").pressSequentially("81,5");
  await page.locator("#ny-rapport").getByLabel("Plats").fill("Vättern, Hjo");
  await page.getByRole("button", { name: "Spara fångst" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Fångsten är sparad!" })).toBeVisible();

  const href = await page.getByRole("main").getByRole("link", { name: new RegExp(fish) }).getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("heading", { level: 1, name: `${fish} 4,2 kg` })).toBeVisible();
  await expect(page.getByText("81,5 cm")).toBeVisible();
});

test("a weight that is not a number gets a Swedish message and nothing is sent", async ({ page }) => {
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/reports")) posted = true;
  });
  await page.getByLabel(/^Fisk\b/).fill("Abborre");
  await page.getByLabel("Vikt (kg)").fill("fyra");
  await page.getByLabel("Längd (cm)").fill("30");
  await page.locator("#ny-rapport").getByLabel("Plats").fill("Mälaren");
  await page.getByRole("button", { name: "Spara fångst" }).click();
  await expect(page.getByText("Vikten måste vara ett tal, t.ex. 3,4")).toBeVisible();
  expect(posted).toBe(false);
});

test("the photo picker refuses a file that is not an image at once", async ({ page }) => {
  await page.locator("#ny-rapport").getByLabel("Bild").setInputFiles({ name: "fangst.txt", mimeType: "text/plain", buffer: Buffer.from("ingen bild") });
  await expect(page.getByText("Välj en bild i formatet JPG, PNG, GIF eller WebP.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Förhandsvisning av vald bild" })).toHaveCount(0);
});

test("a server that is briefly unavailable keeps the catch in the form and says so", async ({ page }) => {
  await page.route("**/api/reports", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 503,
          headers: { "retry-after": "10" },
          contentType: "application/json",
          body: JSON.stringify({ error: "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.", code: "SERVICE_UNAVAILABLE" }),
        })
      : route.continue(),
  );
  await page.getByLabel(/^Fisk\b/).fill("Gös");
  await page.getByLabel("Vikt (kg)").fill("2,1");
  await page.getByLabel("Längd (cm)").fill("55");
  await page.locator("#ny-rapport").getByLabel("Plats").fill("Hjälmaren");
  await page.getByRole("button", { name: "Spara fångst" }).click();
  await expect(page.getByText("Tjänsten är tillfälligt otillgänglig. Försök igen om en stund. Det du skrev finns kvar – skicka igen om en stund.")).toBeVisible();
  await expect(page.getByLabel(/^Fisk\b/)).toHaveValue("Gös");
  await expect(page.getByLabel("Vikt (kg)")).toHaveValue("2,1");
  await expect(page.locator("#ny-rapport").getByLabel("Plats")).toHaveValue("Hjälmaren");
});
