// Accounts for the specs: the seeded demo member and fresh, unique members made through the API.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

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
