// The first screen of a phone (375 × 812): a compact header (at most 112 px, for a visitor and for a member with
// every control) and the home page's counters, highlights and first catch without scrolling; the welcome text is
// the desktop's only (SPEC §2 Home).
import { expect, test, type Page } from "@playwright/test";
import { logInAdminByApi } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

/** Seeded by prisma/seed.ts: an admin sees every header control. */
const HEADER_MAX = 112;
const SCREEN = { width: 375, height: 812 };

test.use({ viewport: SCREEN });

/** The home page's first screen: at / for a visitor, at /home for a member (whose / is their feed). */
async function expectFirstScreen(page: Page, path = "/") {
  await page.goto(path);
  const header = await page.getByRole("banner").boundingBox();
  expect(header, "the header is on the page").not.toBeNull();
  expect(header!.height, "the header's height").toBeLessThanOrEqual(HEADER_MAX);

  const latest = page.getByRole("region", { name: "Senaste fångsterna" });
  const firstCatch = await latest.getByRole("listitem").first().boundingBox();
  expect(firstCatch, "a latest catch is on the page").not.toBeNull();
  expect(firstCatch!.y, "the first catch starts on the first screen").toBeLessThan(SCREEN.height);

  await expect(page.getByRole("heading", { level: 1, name: "Välkommen till Fiskegänget!" })).toBeVisible();
  await expect(page.getByText("Här samlas vi som älskar att fiska", { exact: false })).toBeHidden();
  await expect(page.getByText("Tyngsta fisken", { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Snabbval" })).toBeAttached();
  await expectNoAxeViolations(page);
}

test("a visitor's first screen on a phone shows the catches under a compact header", async ({ page }) => {
  await expectFirstScreen(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Logga in" })).toBeVisible();
});

test("an admin's header keeps every control named and within 112 px", async ({ page }) => {
  await logInAdminByApi(page);
  await expectFirstScreen(page, "/home");
  for (const name of ["Min profil", "Inställningar", "Admin", "Logga ut"]) {
    await expect(page.getByRole("banner").getByRole(name === "Logga ut" ? "button" : "link", { name })).toBeVisible();
  }
  await expect(page.getByRole("banner").getByRole("link", { name: /Notifikationer/ })).toBeVisible();
});

test("the desktop keeps its welcome text", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByText("Här samlas vi som älskar att fiska", { exact: false })).toBeVisible();
});
