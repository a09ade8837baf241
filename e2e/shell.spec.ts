// The shell around every page: drawer and sidebar, visitor guards, not-found and server rendering.
import { expect, test, type Page } from "@playwright/test";

function drawer(page: Page) {
  return page.getByRole("navigation", { name: "Huvudmeny" });
}

/** The path and query a redirect points to, whether Location is absolute or relative. */
function redirectTarget(headers: Record<string, string>): string {
  const url = new URL(headers["location"] ?? "", "http://any.invalid");
  return url.pathname + url.search;
}

function scrollLocked(page: Page) {
  return page.evaluate(() => {
    const locks = (el: Element) => ["hidden", "clip"].includes(getComputedStyle(el).overflowY);
    return locks(document.body) || locks(document.documentElement) || getComputedStyle(document.body).position === "fixed";
  });
}

test.describe("drawer on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  async function openDrawer(page: Page) {
    const toggle = page.getByRole("button", { name: "Öppna menyn" });
    await expect(drawer(page)).toBeHidden();
    await toggle.click();
    await expect(drawer(page)).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect.poll(() => scrollLocked(page)).toBe(true);
  }

  async function expectClosed(page: Page) {
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Öppna menyn" })).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => scrollLocked(page)).toBe(false);
  }

  test("the flamingo opens it and Escape closes it", async ({ page }) => {
    await page.goto("/");
    await openDrawer(page);
    await page.keyboard.press("Escape");
    await expectClosed(page);
    await expect(page.getByRole("button", { name: "Öppna menyn" })).toBeFocused();
  });

  test("the overlay closes it", async ({ page }) => {
    await page.goto("/");
    await openDrawer(page);
    const overlay = page.getByTestId("drawer-overlay");
    const box = await overlay.boundingBox();
    // The drawer covers the overlay on the left; click the part still showing on the right.
    await overlay.click({ position: { x: box!.width - 10, y: box!.height / 2 } });
    await expectClosed(page);
  });

  test("following a link closes it", async ({ page }) => {
    await page.goto("/");
    await openDrawer(page);
    await drawer(page).getByRole("link", { name: "Om oss" }).click();
    await expect(page).toHaveURL("/about");
    await expectClosed(page);
  });
});

test.describe("sidebar on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the navigation is always visible, without a toggle", async ({ page }) => {
    await page.goto("/");
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole("link", { name: "Fångstrapporter" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Öppna menyn" })).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
  });

  test("fetches a section ahead only when the pointer rests on its link, never on sight", async ({ page }) => {
    const ahead: string[] = [];
    page.on("request", (request) => {
      if (request.headers()["rsc"] === "1") ahead.push(new URL(request.url()).pathname);
    });
    await page.goto("/about", { waitUntil: "networkidle" });
    await expect(drawer(page).getByRole("link", { name: "Nyheter" })).toBeVisible();
    expect(ahead).toEqual([]);

    await drawer(page).getByRole("link", { name: "Fångstrapporter" }).hover();
    await expect.poll(() => ahead.includes("/reports")).toBe(true);
    expect(ahead.filter((path) => path !== "/reports")).toEqual([]);
  });
});

test.describe("visitor guards", () => {
  for (const path of ["/admin", "/settings/1", "/notifications", "/friends", "/friend-requests"]) {
    test(`${path} sends a visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
      await expect(page.getByRole("tab", { name: "Logga in" })).toBeVisible();
    });
  }

  test("URL variants of member pages are redirected too", async ({ page, request }) => {
    const rsc = { RSC: "1" };
    const prefetch = { RSC: "1", "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/_tree" };
    for (const [path, headers, next] of [
      ["/admin?_rsc=1", rsc, "%2Fadmin"],
      ["/admin", prefetch, "%2Fadmin"],
      ["/admin.rsc", {}, "%2Fadmin"],
      ["/settings/1.rsc", rsc, "%2Fsettings%2F1"],
      ["/admin/users", {}, "%2Fadmin%2Fusers"],
      ["/notifications?sida=2", {}, "%2Fnotifications%3Fsida%3D2"],
    ] as const) {
      const res = await request.get(path, { headers, maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(redirectTarget(res.headers()), path).toBe(`/login?next=${next}`);
      // On this site, whatever address the server listens on or Next.js calls itself: never http://localhost:….
      expect(res.headers()["location"], path).toMatch(/^\/login\?/);
    }

    // A trailing slash is first normalised by a permanent redirect, which then meets the guard.
    const slash = await request.get("/admin/", { maxRedirects: 0 });
    expect(slash.status()).toBe(308);
    expect(redirectTarget(slash.headers())).toBe("/admin");
    await page.goto("/admin/");
    await expect(page).toHaveURL("/login?next=%2Fadmin");

    // Paths are case-sensitive: /ADMIN is no page at all and answers 404 with the home page.
    const upper = await request.get("/ADMIN", { maxRedirects: 0 });
    expect(upper.status()).toBe(404);
    expect(await upper.text()).toContain("Välkommen till Fiskegänget");
  });
});

test.describe("pages", () => {
  test("an unknown path answers 404 and shows the home page", async ({ page }) => {
    const res = await page.goto("/det-har-finns-inte");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Välkommen till Fiskegänget!" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Huvudmeny" })).toBeAttached();
  });

  test("home is rendered on the server with header and footer", async ({ request }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    // React separates text pieces with comments; drop them to read the text as a person would.
    const html = (await res.text()).replace(/<!--.*?-->/g, "");
    expect(html).toContain('aria-label="Öppna menyn"');
    expect(html).toContain("Logga in");
    expect(html).toContain("Välkommen till Fiskegänget!");
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<footer[^>]*>[\s\S]*Integritetspolicy[\s\S]*<\/footer>/);
    expect(html).toContain(`© ${new Date().getFullYear()}`);
  });
});
