// The site header's login state, as every page shows it.
import { expect, type Page } from "@playwright/test";

export function logoutButton(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: "Logga ut" });
}

export function loginLink(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: "Logga in" });
}

export async function expectLoggedIn(page: Page) {
  await expect(logoutButton(page)).toBeVisible();
  await expect(loginLink(page)).toHaveCount(0);
}

export async function expectLoggedOut(page: Page) {
  await expect(loginLink(page)).toBeVisible();
  await expect(logoutButton(page)).toHaveCount(0);
}

export async function logOutFromHeader(page: Page) {
  await logoutButton(page).click();
  await expectLoggedOut(page);
}
