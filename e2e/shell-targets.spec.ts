// On a phone (375 × 812): every link and button outside running text is at least 24 × 24 px (WCAG 2.2 target
// size), the header names its controls in words, the decorative sea keeps clear of them, and axe finds nothing on a
// member's home (the walk, e2e/page-walk.spec.ts, runs axe on every page a visitor reads).
import { expect, test, type Page } from "@playwright/test";
import { logInAdminByApi } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

/** Seeded by prisma/seed.ts: an admin sees every header control. */
const PAGES = ["/", "/reports", "/about", "/login"];
const MEMBER_CONTROLS = ["Min profil", "Inställningar", "Notifikationer", "Admin", "Logga ut"];
const MIN_TARGET = 24;

test.use({ viewport: { width: 375, height: 812 } });

type SmallTarget = { element: string; name: string; width: number; height: number };

/**
 * Visible links and buttons smaller than MIN_TARGET in either direction. A link that flows inside a sentence
 * (display: inline, with other words in the same block) is exempt, as WCAG 2.5.8 allows.
 */
function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector = 'a[href], button, [role="button"], [role="tab"], summary, input:not([type="hidden"]), select, textarea';
    const small: SmallTarget[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width >= min && box.height >= min) continue;
      if (getComputedStyle(el).display === "inline") {
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
        const otherText = (block?.textContent ?? "").replace(el.textContent ?? "", "").trim();
        if (otherText) continue;
      }
      small.push({
        element: el.outerHTML.slice(0, 120),
        name: (el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 60),
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
      });
    }
    return small;
  }, MIN_TARGET);
}

async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page, "the page is wider than the screen").toBeLessThanOrEqual(widths.viewport);
}

function header(page: Page) {
  return page.getByRole("banner");
}

test.describe("tap targets on a phone", () => {
  for (const path of PAGES) {
    test(`${path}: every link and button is at least 24 × 24 px`, async ({ page }) => {
      await page.goto(path);
      expect(await smallTargets(page)).toEqual([]);
      await expectNoHorizontalOverflow(page);
    });
  }

  test("the open drawer's search and menu links are at least 24 × 24 px", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    const drawer = page.getByRole("navigation", { name: "Huvudmeny" });
    await expect(drawer.getByRole("link", { name: "Visa alla sökresultat" })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });

  test("a member's pages and header controls are at least 24 × 24 px", async ({ page }) => {
    await logInAdminByApi(page);
    for (const path of ["/", "/reports"]) {
      await page.goto(path);
      await expect(header(page).getByRole("button", { name: "Logga ut" })).toBeVisible();
      expect(await smallTargets(page), path).toEqual([]);
      await expectNoHorizontalOverflow(page);
    }
  });
});

test.describe("the header on a phone", () => {
  for (const width of [320, 375]) {
    test(`a member's controls show their names in words at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await logInAdminByApi(page);
      await page.goto("/about");
      const banner = header(page);
      let previousEnd = 0;
      for (const name of MEMBER_CONTROLS) {
        const label = banner.getByText(name, { exact: true });
        await expect(label, name).toBeVisible();
        const box = await label.boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x, `${name} starts on screen, clear of the label before it`).toBeGreaterThanOrEqual(previousEnd + 4);
        expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
        expect(box!.height, `${name} is readable`).toBeGreaterThanOrEqual(10);
        previousEnd = box!.x + box!.width;
      }
      await expectNoHorizontalOverflow(page);
    });
  }

  test("a visitor sees 'Logga in' in words", async ({ page }) => {
    await page.goto("/about");
    await expect(header(page).getByRole("link", { name: "Logga in" }).getByText("Logga in", { exact: true })).toBeVisible();
  });

  test("the swimming fish keep to their own lane, take no clicks and stop for reduced motion", async ({ page }) => {
    // The specs ask for reduced motion (playwright.config.ts); this one looks at the fish that swim without it.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await logInAdminByApi(page);
    await page.goto("/about");
    // The page is the visitors' kept copy: the member's controls take the place of 'Logga in' once the browser knows
    // who is logged in, and the header is measured after that.
    await expect(header(page).getByRole("button", { name: "Logga ut" })).toBeVisible();
    const sea = header(page).locator(':scope > div[aria-hidden="true"]');
    await expect(sea).toHaveCount(1);
    expect(await sea.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");

    const seaBox = (await sea.boundingBox())!;
    const controls = header(page).locator("a[href], button");
    for (let i = 0; i < (await controls.count()); i++) {
      const box = await controls.nth(i).boundingBox();
      if (!box) continue;
      const overlaps = box.y < seaBox.y + seaBox.height && seaBox.y < box.y + box.height;
      expect(overlaps, `${await controls.nth(i).textContent()} lies outside the fish's lane`).toBe(false);
    }
    expect(await sea.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBeGreaterThan(0);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(() => sea.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
  });
});

// A visitor's pages on a phone are checked with axe by the walk (e2e/page-walk.spec.ts); a member's home is not walked.
test.describe("axe on a phone", () => {
  test("a member's home page has no axe violations", async ({ page }) => {
    await logInAdminByApi(page);
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});
