// The cookie banner on the login screen: the choice is remembered, and declining leads home.
import { expect, test, type BrowserContext } from "@playwright/test";

async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "fg_cookie_consent");
  return cookie ? { ...cookie, value: JSON.parse(decodeURIComponent(cookie.value)) } : null;
}

test.describe("cookie consent", () => {
  test("accepting hides the banner for good", async ({ page, context }) => {
    await page.goto("/login");
    const banner = page.getByRole("region", { name: "Cookies på Fiskegänget" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "integritetspolicy" })).toHaveAttribute("href", "/privacy");

    await banner.getByRole("button", { name: "Godkänn" }).click();
    await expect(banner).toHaveCount(0);
    const stored = await storedConsent(context);
    expect(stored?.value.status).toBe("accepted");
    expect(Number.isNaN(Date.parse(stored?.value.date))).toBe(false);
    expect(stored?.sameSite).toBe("Lax");
    // About a year from now.
    expect(stored!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    await page.reload();
    await expect(page.getByRole("tab", { name: "Logga in" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookies på Fiskegänget" })).toHaveCount(0);
    // Not even in the server-rendered HTML.
    const html = await (await page.request.get("/login")).text();
    expect(html).not.toContain("Cookies på Fiskegänget");
  });

  test("declining is remembered and sends the visitor home", async ({ page, context }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Avböj" }).click();
    await expect(page).toHaveURL("/");
    expect((await storedConsent(context))?.value.status).toBe("declined");

    await page.goto("/login");
    await expect(page.getByRole("tab", { name: "Logga in" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookies på Fiskegänget" })).toHaveCount(0);
  });
});
