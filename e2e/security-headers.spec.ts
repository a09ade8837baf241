// What the production server promises every answer: a Content-Security-Policy on each page that lets only the
// page's own scripts run (and the pages still work under it), HSTS and Secure cookies behind a trusted https proxy,
// JSON 404s under /api/auth, and caching that never shares an answer that depends on who asks. The web server
// trusts one proxy (playwright.config.ts), so these requests speak as that proxy. The X-Forwarded-For contract
// shows in no answer; scripts/server/site-handler.test.mjs checks it over HTTP with the server's own handler.
import { expect, test, type Page } from "@playwright/test";
import { KALLE, logInAdminByApi } from "./support/accounts";
import { LoginPage } from "./support/login-page";


/** Every CSP violation the page reports, across navigations: Chromium's console line and the DOM event. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

function scriptSrc(policy: string | undefined): string {
  return (policy ?? "").split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src")) ?? "";
}

test("every page carries a CSP whose script-src allows no inline script but the page's own", async ({ request }) => {
  for (const path of ["/", "/reports", "/news", "/about", "/login", "/search-results?q=ka", "/finns-inte"]) {
    const res = await request.get(path);
    const policy = res.headers()["content-security-policy"];
    expect(policy, path).toBeTruthy();
    const scripts = scriptSrc(policy);
    expect(scripts, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(scripts, path).not.toContain("unsafe-inline");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("base-uri 'none'");
  }
});

test("the pages hydrate and work under the policy for a visitor, a member and the admin", async ({ page, browser }) => {
  const violations = watchViolations(page);

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Logga in" }).first()).toBeVisible();
  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/reports");
  await page.locator('main a[href^="/reports/"]').first().click();
  await expect(page.getByRole("dialog")).toBeVisible();

  // Logging in through the form needs the hydrated page.
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(KALLE.username, KALLE.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Logga in" })).toHaveCount(0);
  for (const [path, heading] of [
    ["/notifications", "Notifikationer"],
    ["/friend-requests", "Matros-förfrågningar"],
    ["/friends", "Mina Matroser"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await page.goto("/my-profile");
  await expect(page.getByRole("heading", { level: 1, name: KALLE.username })).toBeVisible();
  await page.goto("/search-results?q=ka");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminViolations = watchViolations(admin);
  await logInAdminByApi(admin);
  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { name: "Adminpanel" })).toBeVisible();
  await admin.getByRole("tab", { name: "Loggar" }).click();
  await expect(admin.getByRole("tab", { name: "Loggar" })).toHaveAttribute("aria-selected", "true");
  await adminContext.close();

  expect([...violations, ...adminViolations]).toEqual([]);
});

test("behind a trusted https proxy the answers carry HSTS and every cookie is Secure; plain http gets neither", async ({
  request,
}) => {
  const https = { "x-forwarded-proto": "https" };
  const page = await request.get("/", { headers: https });
  expect(page.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(page.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");

  const login = await request.post("/api/auth/login", { data: KALLE, headers: https });
  expect(login.status()).toBe(200);
  const cookies = login.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
  expect(cookies.length).toBeGreaterThanOrEqual(2);
  for (const cookie of cookies) expect(cookie.value).toMatch(/;\s*Secure(;|$)/i);

  const plain = await request.get("/");
  expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  expect(plain.headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
});

test("unknown /api/auth addresses are the site's JSON 404, whatever the method", async ({ request }) => {
  for (const path of ["/api/auth/me%2f", "/api/auth/signout", "/api/auth/csrf", "/api/auth/providers", "/api/auth/callback/credentials"]) {
    for (const method of ["GET", "POST", "OPTIONS"] as const) {
      const res = await request.fetch(path, { method, data: method === "POST" ? {} : undefined });
      expect(res.status(), `${method} ${path}`).toBe(404);
      expect(await res.json(), `${method} ${path}`).toEqual({ error: expect.any(String), code: "NOT_FOUND" });
    }
  }
});

test("answers that depend on who asks are private; public pages stay cacheable", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const member = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const login = await member.post("/api/auth/login", { data: KALLE });
  expect(login.status()).toBe(200);

  const isPrivate = (value: string | undefined) => /\bprivate\b/.test(value ?? "") && /\bno-store\b/.test(value ?? "");
  const memberPages = ["/my-profile", "/settings/1", "/notifications", "/friends", "/friend-requests", "/admin", "/login", "/search-results?q=ka"];
  for (const path of memberPages) {
    const asMember = await member.get(path);
    expect(isPrivate(asMember.headers()["cache-control"]), `${path} as a member: ${asMember.headers()["cache-control"]}`).toBe(true);
    const asVisitor = await visitor.get(path);
    expect(isPrivate(asVisitor.headers()["cache-control"]), `${path} as a visitor: ${asVisitor.headers()["cache-control"]}`).toBe(true);
  }
  for (const path of ["/api/auth/me", "/api/notifications/unread-count"]) {
    expect(isPrivate((await member.get(path)).headers()["cache-control"]), path).toBe(true);
  }

  for (const path of ["/", "/reports", "/about", "/news"]) {
    const res = await visitor.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toMatch(/s-maxage=\d+/);
    expect(res.headers()["cache-control"], path).not.toMatch(/private|no-store/);
  }
  for (const path of ["/news/feed.xml", "/sitemap.xml"]) {
    expect((await visitor.get(path)).headers()["cache-control"], path).toMatch(/^public/);
  }
  await visitor.dispose();
  await member.dispose();
});
