// At the lake without coverage, on a phone: a member opens /reports, loses the connection, logs a catch with a
// photo (kept on the phone), reloads the page offline and still sees it waiting, and when the connection returns
// the catch arrives once, with its photo and the date it was caught. A send whose answer is lost on the way is
// sent again with the same key and still makes one report. Pages never opened show the offline page.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { sql } from "./support/database";

test.use({ viewport: { width: 375, height: 800 }, serviceWorkers: "allow" });

const KEPT_ON_PHONE = "Sparad på telefonen – skickas när du har täckning";
const OFFLINE_BANNER = "Du är offline – du ser sparade sidor";

function uniqueFish(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A date some days back, YYYY-MM-DD: the catch must keep it, not become the day it was sent. */
function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

async function photo(): Promise<Buffer> {
  return sharp(randomBytes(640 * 480 * 3), { raw: { width: 640, height: 480, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

/** Opens /reports as a member with the service worker in control, so the page is kept for offline use. */
async function openReportsWithWorker(page: Page) {
  await page.goto("/reports");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker claims the page once active; the reload is then answered through it and kept.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator("#ny-rapport summary")).toBeVisible();
}

async function logCatch(page: Page, fish: string, date: string, withPhoto: boolean) {
  await page.locator("#ny-rapport summary").click();
  await page.getByLabel(/^Fisk\b/).fill(fish);
  await page.getByLabel("Vikt (kg)").fill("3,4");
  await page.getByLabel("Längd (cm)").fill("72");
  await page.locator("#ny-rapport").getByLabel("Plats").fill("Stora Le, utan täckning");
  await page.locator("#ny-rapport").getByLabel("Datum").fill(date);
  if (withPhoto) {
    await page.locator("#ny-rapport").getByLabel("Bild").setInputFiles({ name: "fangst.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await expect(page.getByRole("img", { name: "Förhandsvisning av vald bild" })).toBeVisible();
  }
  await page.getByRole("button", { name: "Spara fångst" }).click();
  await expect(page.getByRole("status").filter({ hasText: KEPT_ON_PHONE })).toBeVisible();
}

function waitingList(page: Page) {
  return page.getByRole("region", { name: /Väntar på uppladdning/ });
}

async function storedReports(fish: string) {
  return sql<{ image: string | null; fishing_date: string }>(
    `select image, to_char(fishing_date, 'YYYY-MM-DD') as fishing_date from reports where fish = $1`,
    [fish],
  );
}

/** CSP violations the page reports, across navigations (the worker's registration included). */
function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return violations;
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test("a catch logged offline waits on the phone, survives a reload and arrives once with its photo and date", async ({ page, context }) => {
  await registerMember(page.request);
  const fish = uniqueFish("Offlinegädda");
  const caught = daysAgo(3);
  const violations = watchCspViolations(page);
  await openReportsWithWorker(page);

  await goOffline(context, page);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await logCatch(page, fish, caught, true);
  await expect(waitingList(page)).toContainText(fish);
  await expect(waitingList(page).getByRole("img", { name: `Bild på ${fish}` })).toBeVisible();

  // Reloaded without coverage: the kept page, the banner, and the catch still waiting.
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await expect(waitingList(page)).toContainText(fish);
  await expect(waitingList(page)).toContainText(caught);
  await expectNoAxeViolations(page);
  expect(await storedReports(fish)).toEqual([]);

  // A page never opened: the site's own offline page, not the browser's error.
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "Ingen täckning just nu" })).toBeVisible();
  await expect(waitingList(page)).toContainText(fish);
  await expectNoAxeViolations(page);
  // Member pages are never kept: the offline page again, with the waiting catch.
  await page.goto("/my-profile");
  await expect(page.getByRole("heading", { level: 1, name: "Ingen täckning just nu" })).toBeVisible();
  await expect(waitingList(page)).toContainText(fish);

  await page.goto("/reports");
  await expect(waitingList(page)).toContainText(fish);
  await context.setOffline(false);
  await expect(waitingList(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);

  const [report, ...more] = await storedReports(fish);
  expect(more).toEqual([]);
  expect(report!.fishing_date).toBe(caught);
  expect(report!.image).toBeTruthy();
  const image = await page.request.get(`/uploads/reports/${report!.image}`);
  expect(image.status()).toBe(200);

  // Another page load sends nothing more.
  await page.reload();
  await expect(page.locator("#ny-rapport summary")).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await storedReports(fish)).toHaveLength(1);
  expect(violations).toEqual([]);
});

test("the worker is served from the site itself as a script the browser revalidates, and precaches the offline page", async ({ request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/^application\/javascript/);
  expect(worker.headers()["cache-control"]).toBe("public, max-age=0");
  expect(worker.headers()["x-content-type-options"]).toBe("nosniff");
  const source = await worker.text();
  expect(source).toContain('"/offline"');
  expect(source).toContain("/_next/static/");

  const offline = await request.get("/offline");
  expect(offline.status()).toBe(200);
  expect(offline.headers()["content-security-policy"]).toContain("script-src 'self'");
  expect(await offline.text()).toContain("Ingen täckning just nu");
});

test("a send whose answer is lost is sent again with the same key and still makes one report", async ({ page, context }) => {
  await registerMember(page.request);
  const fish = uniqueFish("Tappadgös");
  const caught = daysAgo(1);
  // The page's own clock, so the 12–18 s backoff before the second try can be skipped instead of waited out.
  await page.clock.install();
  await openReportsWithWorker(page);

  await goOffline(context, page);
  await logCatch(page, fish, caught, false);
  await expect(waitingList(page)).toContainText(fish);

  const keys: string[] = [];
  await context.route("**/api/reports", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    keys.push((await route.request().headerValue("idempotency-key")) ?? "");
    if (keys.length > 1) return route.fallback();
    // The server stores the catch and answers, but the answer never reaches the phone.
    const answer = await route.fetch();
    expect(answer.status()).toBe(201);
    await route.abort("connectionreset");
  });

  await context.setOffline(false);
  await expect.poll(() => keys.length).toBe(1);
  // The lost answer counts as a failed try: the next waits for its backoff, which the page's clock jumps over.
  await expect
    .poll(async () => {
      await page.clock.fastForward(5_000);
      return keys.length;
    })
    .toBeGreaterThanOrEqual(2);
  await expect(waitingList(page)).toHaveCount(0);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);

  const reports = await storedReports(fish);
  expect(reports).toHaveLength(1);
  expect(reports[0]!.fishing_date).toBe(caught);
});

test("a catch the server refuses stays on the phone with the server's message until the member corrects it", async ({ page, context }) => {
  await registerMember(page.request);
  const fish = uniqueFish("Nekadöring");
  await openReportsWithWorker(page);
  await goOffline(context, page);
  await logCatch(page, fish, daysAgo(2), false);

  let refused = 0;
  await context.route("**/api/reports", async (route) => {
    if (route.request().method() !== "POST" || refused > 0) return route.fallback();
    refused += 1;
    await route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: "Kontrollera fälten", code: "VALIDATION_ERROR", fields: { location: "Platsen finns inte i vattnet" } }),
    });
  });
  await context.setOffline(false);
  await expect(waitingList(page)).toContainText("Kontrollera fälten");
  // Refused is never retried by itself: a reload sends nothing.
  await page.reload();
  await expect(waitingList(page)).toContainText("Kontrollera fälten");
  expect(refused).toBe(1);
  expect(await storedReports(fish)).toEqual([]);

  await waitingList(page).getByRole("button", { name: `Ändra ${fish}` }).click();
  const dialog = page.getByRole("dialog", { name: "Ändra sparad fångst" });
  await expect(dialog.getByText("Platsen finns inte i vattnet")).toBeVisible();
  await dialog.getByLabel("Plats").fill("Vänern, Mariestad");
  await dialog.getByRole("button", { name: "Spara ändringar" }).click();
  await expect(waitingList(page)).toHaveCount(0, { timeout: 30_000 });
  const rows = await sql<{ location: string }>(`select location from reports where fish = $1`, [fish]);
  expect(rows).toEqual([{ location: "Vänern, Mariestad" }]);
});

test("logging out clears the catches waiting on the phone and the pages kept for offline use", async ({ page, context }) => {
  await registerMember(page.request);
  const fish = uniqueFish("Utloggadlake");
  await openReportsWithWorker(page);
  await goOffline(context, page);
  await logCatch(page, fish, daysAgo(1), false);
  // The server is down when the connection returns: the catch keeps waiting.
  await context.route("**/api/reports", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 503, contentType: "application/json", body: "{}" }) : route.fallback(),
  );
  await context.setOffline(false);
  await expect(waitingList(page)).toContainText(fish);
  await expect(waitingList(page)).toContainText("försöker igen");
  expect(await page.evaluate(async () => (await (await caches.open("fiskeganget-pages")).keys()).length)).toBeGreaterThan(0);

  // The member is told what logging out takes with it, and may stay.
  const question = page.getByRole("dialog", { name: "Är du säker?" });
  await page.getByRole("banner").getByRole("button", { name: "Logga ut" }).click();
  await expect(question).toContainText("En fångst väntar fortfarande på uppladdning och tas bort från telefonen när du loggar ut. Logga ut ändå?");
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Avbryt" }).click();
  await expect(question).toBeHidden();
  await expect(waitingList(page)).toContainText(fish);

  await page.getByRole("banner").getByRole("button", { name: "Logga ut" }).click();
  await question.getByRole("button", { name: "Logga ut ändå" }).click();
  await expect(page).toHaveURL("/");
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await caches.keys();
        const count = await new Promise<number>((resolve, reject) => {
          const open = indexedDB.open("fiskeganget-offline");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction("catches").objectStore("catches").count();
            request.onsuccess = () => {
              resolve(request.result);
              open.result.close();
            };
          };
        });
        return { pages: kept.includes("fiskeganget-pages"), images: kept.includes("fiskeganget-images"), catches: count, member: localStorage.getItem("fiskeganget-member") };
      }),
    )
    .toEqual({ pages: false, images: false, catches: 0, member: null });
  expect(await storedReports(fish)).toEqual([]);
});
