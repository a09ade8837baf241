// An admin's second factor on a phone (decision 300): a new admin is sent to set up an authenticator app before the
// panel opens, reads the key, confirms it with a code and gets ten recovery codes; logged in again, the admin must
// give a code before /admin opens. axe finds nothing on either form, and nothing scrolls sideways.
import { expect, test, type Page } from "@playwright/test";
import { TOTP_PERIOD, totpCode } from "../lib/second-factor/totp";
import { registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { sql } from "./support/database";
import { LoginPage } from "./support/login-page";
import { listenForErrors, sidewaysScroll } from "./support/page-check";

test.use({ viewport: { width: 375, height: 740 } });

async function expectWholePage(page: Page) {
  await expectNoAxeViolations(page);
  expect(await sidewaysScroll(page)).toEqual([]);
}

test("a new admin sets up an authenticator app, and gives a code at the next login before /admin opens", async ({ page }) => {
  test.slow();
  let errors = listenForErrors(page);
  const account = await registerMember(page.request);
  await sql("update users set is_admin = true where username = $1", [account.username]);

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/second-factor$/);
  await expect(page.getByRole("heading", { name: "Ställ in andra faktor" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR-kod för autentiseringsappen" })).toBeVisible();
  await expectWholePage(page);

  const secret = (await page.locator("code").first().textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A wrong code is refused with the field's message, and the form stays.
  const field = page.getByLabel("Kod från appen");
  const right = totpCode(secret);
  await field.fill(right === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Bekräfta" }).click();
  await expect(page.getByText("Fel kod.", { exact: false })).toBeVisible();
  // The browser logs the refused call itself; nothing else may be in the console.
  expect(errors().filter((line) => !line.includes("status of 400"))).toEqual([]);
  errors = listenForErrors(page);
  await field.fill(totpCode(secret));
  await page.getByRole("button", { name: "Bekräfta" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Din andra faktor är inställd" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Återställningskoder" }).getByRole("listitem")).toHaveCount(10);
  await expectWholePage(page);
  await page.getByRole("link", { name: "Till adminpanelen" }).click();
  await expect(page.getByRole("heading", { name: "Adminpanel" })).toBeVisible();

  await expect(page.getByText("Medlemmar", { exact: true })).toBeVisible();

  // Logged out and in again with the password: the panel waits for a code. (Away from the panel first, so none of
  // its calls is still on the way when the session ends.)
  await page.goto("/about");
  expect((await page.request.post("/api/auth/logout")).status()).toBe(200);
  const login = new LoginPage(page);
  await login.open("?next=/admin");
  // The page left behind may still have asked with the ended session (a 401 its header logs); from here on, nothing.
  errors = listenForErrors(page);
  await login.logIn(account.username, account.password);
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/second-factor$/);
  await expect(page.getByRole("heading", { name: "Andra faktor" })).toBeVisible();
  const admin = await page.request.get("/api/admin/users");
  expect(admin.status()).toBe(403);
  expect(await admin.json()).toMatchObject({ code: "SECOND_FACTOR_REQUIRED" });
  await expectWholePage(page);

  // The code of this step was taken at the setup; the next step's is within the window and unused.
  await page.getByLabel("Kod").fill(totpCode(secret, Date.now() + TOTP_PERIOD * 1000));
  await page.getByRole("button", { name: "Fortsätt" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Adminpanel" })).toBeVisible();
  await expect(page.getByRole("tablist")).toBeVisible();
  expect(errors()).toEqual([]);
});
