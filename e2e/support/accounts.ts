// Accounts for the specs: the seeded demo member and fresh, unique members made through the API.
import { expect, type APIRequestContext, type Cookie, type Page } from "@playwright/test";
import { TOTP_PERIOD, totpCode } from "../../lib/second-factor/totp";

/** Seeded by prisma/seed.ts. */
export const KALLE = { username: "kalle", password: "Fiske1234" } as const;

/** A password that meets the registration rules. */
export const NEW_PASSWORD = "Metspö123";

/** A username no earlier run has used (3–30 characters, letters, digits and underscore). */
export function uniqueUsername(prefix = "e2e"): string {
  const stamp = Date.now().toString(36);
  const random = Math.random().toString(36).slice(2, 7);
  return `${prefix}_${stamp}${random}`.slice(0, 30);
}

/** Creates a 13+ member through the API; the page's browser context is then logged in as them. */
export async function registerMember(request: APIRequestContext, username = uniqueUsername()) {
  const res = await request.post("/api/auth/register", {
    data: { username, password: NEW_PASSWORD, age: 30 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, password: NEW_PASSWORD };
}

/** Logs the page's browser context in without the UI, for specs about something else. */
export async function logInByApi(page: Page, account: { username: string; password: string }) {
  const res = await page.request.post("/api/auth/login", { data: account });
  expect(res.status(), await res.text()).toBe(200);
}

/** Seeded by prisma/seed.ts: the demo admin, whose authenticator secret README.md lists beside the password. */
export const ADMIN = { username: "fiskeadmin", password: "Hemligt123", totpSecret: "FISKEGANGETADMINDEMOTOTPKEY23456" } as const;

/**
 * Gives the demo admin's second factor on a logged-in session. Each code is taken once (decision 300), and specs on
 * other workers log the admin in too: the codes of the steps around now are tried in order, and when all are taken
 * the next step is waited for.
 */
export async function proveSecondFactor(request: APIRequestContext, secret: string = ADMIN.totpSecret) {
  for (let round = 0; round < 4; round++) {
    const now = Date.now();
    for (const offset of [-1, 0, 1]) {
      const res = await request.post("/api/auth/second-factor/verify", { data: { code: totpCode(secret, now + offset * TOTP_PERIOD * 1000) } });
      if (res.ok()) return;
      const body = (await res.json()) as { code?: string };
      expect(body.code, "the admin's code is refused for another reason than being used").toBe("WRONG_CODE");
    }
    const nextStep = (Math.floor(Date.now() / 1000 / TOTP_PERIOD) + 1) * TOTP_PERIOD * 1000;
    await new Promise((resolve) => setTimeout(resolve, nextStep - Date.now() + 250));
  }
  throw new Error("no unused code for the admin's second factor");
}

/**
 * The demo admin's proved session in this worker, lent to the pages that need an admin for something else: a proof
 * spends a code of its 30 s step, and with a fresh login per test most of them waited up to half a minute for one.
 */
let adminSession: Cookie[] | null = null;

/** Logs the demo admin in without the UI, second factor included (a page gets this worker's proved session). */
export async function logInAdminByApi(page: Page | { request: APIRequestContext }) {
  if ("context" in page && adminSession) {
    await page.context().addCookies(adminSession);
    // Still a proved admin session (no spec logged it out): an admin call answers.
    if ((await page.request.get("/api/admin/dashboard")).ok()) return;
    await page.context().clearCookies();
  }
  const res = await page.request.post("/api/auth/login", { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(res.status(), await res.text()).toBe(200);
  await proveSecondFactor(page.request);
  if ("context" in page) adminSession = await page.context().cookies();
}
