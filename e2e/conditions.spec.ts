// Conditions on a phone, against the fake SMHI the test server asks (playwright.config.ts): a member posts a catch
// with its time of day and watches its weather, sun and moon arrive on its page, then adds the water temperature;
// a species page's charts have text alternatives and tables; /fiskevader with SMHI's forecast down shows sun and
// moon and says so; a member with catches sees their logbook as charts. Each screen passes axe at 375 px.
import { expect, test } from "@playwright/test";
import { FAKE_SMHI_URL } from "../playwright.config";
import { KALLE, logInByApi, registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

test.use({ viewport: { width: 375, height: 812 } });

/** The fake SMHI's forecast for one point only, so specs on other workers keep their weather. */
const smhiForecastMode = async (mode: "ok" | "down", point: { lat: number; lon: number }) => {
  const res = await fetch(`${FAKE_SMHI_URL}/__mode`, { method: "POST", body: JSON.stringify({ mode, ...point }) });
  expect(res.status).toBe(200);
};

/** Three hours ago on Sweden's clock: an hour SMHI has measured. */
function threeHoursAgo(): { date: string; time: string } {
  const at = new Date(Date.now() - 3 * 3_600_000);
  const text = at.toLocaleString("sv-SE", { timeZone: "Europe/Stockholm", hourCycle: "h23" });
  const [date, time] = text.split(" ");
  return { date: date!, time: time!.slice(0, 5) };
}

test("/fiskevader with the forecast down shows sun, moon and solunar periods and says why", async ({ page }) => {
  // A position no other spec asks for: a forecast kept this hour for its grid cell would otherwise still be shown.
  const point = { lat: 66.39, lon: 23.66 };
  await smhiForecastMode("down", point);
  try {
    await page.goto("/fiskevader?lat=66,39&lon=23,66&art=gadda");
    await expect(page.getByText("De närmaste sju dagarna för gädda vid 66,39° N, 23,66° O.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Fiskeväder" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "SMHI:s väderprognos går inte att nå just nu" })).toBeVisible();
    const days = page.getByRole("article");
    await expect(days).toHaveCount(7);
    await expect(days.first().getByText(/belyst/)).toBeVisible();
    await expect(days.first().getByText(/Stor \d{2}:\d{2}–\d{2}:\d{2}/)).toBeVisible();
    await expect(days.first().getByRole("list", { name: "Så räknades betyget" })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await smhiForecastMode("ok", point);
  }
});

test("/fiskevader for a town, its kept page, names the town and species and passes axe", async ({ page }) => {
  await page.goto("/fiskevader?plats=lulea&art=abborre");
  await expect(page.getByText("De närmaste sju dagarna för abborre vid Luleå.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Ort" })).toHaveValue("lulea");
  await expect(page.getByRole("article")).toHaveCount(7);
  await expectNoAxeViolations(page);
});

test("a member posts a catch with its time and sees its conditions arrive, then adds the water temperature", async ({ page, browser }) => {
  test.slow();
  await registerMember(page.request);
  const when = threeHoursAgo();
  const fish = `Vädergädda ${Date.now().toString(36)}`;
  await page.goto("/reports");
  await page.locator("#ny-rapport summary").click();
  await page.getByLabel(/^Fisk\b/).fill(fish);
  await page.getByLabel("Vikt (kg)").fill("3,1");
  await page.getByLabel("Längd (cm)").fill("70");
  await page.locator("#ny-rapport").getByLabel("Plats").fill("Riddarfjärden");
  await page.locator("#ny-rapport").getByLabel("Datum", { exact: true }).fill(when.date);
  await page.getByLabel("Klockslag (valfritt)").fill(when.time);
  await page.getByLabel("Latitud (N)").fill("59,3150");
  await page.getByLabel("Longitud (E)").fill("18,0710");
  await page.getByRole("button", { name: "Spara fångst" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Fångsten är sparad!" })).toBeVisible();

  const href = await page.getByRole("main").getByRole("link", { name: new RegExp(fish) }).first().getAttribute("href");
  await page.goto(href!);
  const block = page.getByRole("region", { name: "Förhållanden" });
  await expect(block.getByText("Klockslag")).toBeVisible();
  await expect(block.getByText(/belyst/)).toBeVisible();
  // The lookup runs in the background; the block asks again until the weather is there.
  await expect(block.getByText("Lufttemperatur", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(block.getByText(/\d hPa/)).toBeVisible();
  await expect(block.getByText(/Stationer: Stockholm-Observatoriekullen A, \d+ km bort \(lufttemperatur, /)).toBeVisible();
  await expectNoAxeViolations(page);

  await block.getByRole("button", { name: "Rätta förhållandena" }).click();
  await block.getByLabel("Vattentemperatur (°C)").fill("11,5");
  await block.getByRole("button", { name: "Spara förhållanden" }).click();
  await expect(block.getByText("11,5 °C")).toBeVisible();
  await expectNoAxeViolations(page);

  // The member's own logbook as pictures: with one catch, it says how many it takes.
  await page.goto("/my-profile");
  await page.getByRole("link", { name: /Se din loggbok i bilder/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mina mönster" })).toBeVisible();
  await expect(page.getByText("Mönster visas när minst 10 fångster i din loggbok finns att räkna på.")).toBeVisible();
  await expectNoAxeViolations(page);

  // A visitor sees the weather but not where it was measured: the station sits near the spot.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(href!);
  const seen = visitorPage.getByRole("region", { name: "Förhållanden" });
  await expect(seen.getByText("Lufttemperatur", { exact: true })).toBeVisible();
  await expect(seen.getByText("11,5 °C")).toBeVisible();
  await expect(seen.getByText(/Stationer:/)).toHaveCount(0);
  expect(await visitorPage.content()).not.toContain("Observatoriekullen");
  await visitor.close();
});

test("a species page's charts carry a text alternative and their numbers as a table", async ({ page }) => {
  await page.goto("/arter/gadda");
  const section = page.getByRole("region", { name: /När och hur gädda nappar/ });
  const charts = section.getByRole("img");
  await expect(charts.first()).toBeVisible();
  expect(await charts.count()).toBeGreaterThanOrEqual(2);
  for (const chart of await charts.all()) {
    await expect(chart).toHaveAttribute("aria-label", /^\d+ fångster .*Flest: .+ \(\d+ %\)\.$/);
  }
  await expect(section.locator("table caption", { hasText: "Per månad" })).toHaveCount(1);
  await expect(section.getByRole("heading", { name: "Vad fungerar" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Se de närmaste sju dagarna för gädda/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a member's logbook draws their catches as charts, each with a text alternative and a table", async ({ page }) => {
  await logInByApi(page, KALLE);
  await page.goto("/my-profile/monster");
  await expect(page.getByRole("heading", { level: 1, name: "Mina mönster" })).toBeVisible();
  const section = page.getByRole("region", { name: "Din loggbok i bilder" });
  const charts = section.getByRole("img");
  await expect(charts.first()).toBeVisible();
  for (const chart of await charts.all()) {
    await expect(chart).toHaveAttribute("aria-label", /^\d+ fångster .*Flest: .+ \(\d+ %\)\.$/);
  }
  // Every chart's numbers are a table with a caption, and the caption names the chart under its heading.
  const captions = await section.locator("table caption").allTextContents();
  const headings = await section.getByRole("heading", { level: 3 }).allTextContents();
  expect(captions.length).toBe(await charts.count());
  for (const caption of captions) expect(headings).toContain(caption);
  await expectNoAxeViolations(page);

  // The page is kept for the member and renewed by a new catch of theirs.
  const lead = page.getByText(/^Dina \d+ fångster:/);
  const before = Number((await lead.textContent())!.match(/\d+/)![0]);
  const posted = await page.request.post("/api/reports", { multipart: { fish: "Abborre", weight: "0,4", length: "28", location: "Ekoln" } });
  expect(posted.status()).toBe(201);
  await page.reload();
  await expect(page.getByText(`Dina ${before + 1} fångster:`, { exact: false })).toBeVisible();
  expect((await page.request.delete(`/api/reports/${((await posted.json()) as { id: number }).id}`)).status()).toBe(200);
});
