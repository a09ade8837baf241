// Logging in, logging out and registering through the /login screen.
import { expect, test } from "@playwright/test";
import { KALLE, NEW_PASSWORD, logInByApi, registerMember, uniqueUsername } from "./support/accounts";
import { LoginPage } from "./support/login-page";
import { expectLoggedIn, expectLoggedOut, logOutFromHeader } from "./support/shell";

test.describe("login and registration", () => {
  test("a new member registers, logs out, fails with a wrong password and logs in again", async ({ page }) => {
    const login = new LoginPage(page);
    const username = uniqueUsername("ny");
    await login.open();
    await expectLoggedOut(page);

    await login.startRegistration();
    await login.enterAge("15");
    await expect(page.getByRole("heading", { name: "Välj användarnamn och lösenord" })).toBeVisible();
    await expect(page.getByLabel("Email-adress (valfritt)")).toBeVisible();
    await login.username().fill(username);
    await login.password().fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Skapa konto" }).click();

    await expect(page).toHaveURL("/");
    await expectLoggedIn(page);

    await logOutFromHeader(page);

    await login.open();
    await login.logIn(username, "FelLösen123");
    await expect(login.alert("Fel användarnamn eller lösenord")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await login.password().fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Logga in", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expectLoggedIn(page);
  });

  test("the seeded member kalle logs in and out", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(KALLE.username, KALLE.password);
    await expect(page).toHaveURL("/");
    await expectLoggedIn(page);
    await logOutFromHeader(page);
    await page.reload();
    await expectLoggedOut(page);
  });

  test("logging in returns to the page named in next", async ({ page }) => {
    const member = await registerMember(page.request);
    await page.context().clearCookies();
    const login = new LoginPage(page);
    await login.open("?next=%2Fabout");
    await login.logIn(member.username, member.password);
    await expect(page).toHaveURL("/about");
    await expectLoggedIn(page);
  });

  test("empty fields are refused in Swedish without a round trip", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await page.getByRole("button", { name: "Logga in", exact: true }).click();
    await expect(page.getByText("Ange ett användarnamn")).toBeVisible();
    await expect(page.getByText("Ange ditt lösenord")).toBeVisible();
    await expect(login.username()).toBeFocused();
    await expect(login.username()).toHaveAttribute("aria-invalid", "true");
  });

  test("the password can be shown and hidden", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.password().fill("Hemligt1");
    await expect(login.password()).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Visa lösenord" }).click();
    await expect(login.password()).toHaveAttribute("type", "text");
    const hide = page.getByRole("button", { name: "Dölj lösenord" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await hide.click();
    await expect(login.password()).toHaveAttribute("type", "password");
    await expect(page.getByRole("link", { name: "Glömt lösenord?" })).toHaveAttribute("href", "/forgot-password");
  });

  test("the age gate refuses 0 and alerts that 2 is too young", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.startRegistration();

    await login.enterAge("0");
    await expect(page.getByText("Ange en giltig ålder")).toBeVisible();

    // The alert blocks the page until it is answered, so it is answered from the event itself.
    const dialogs: { type: string; message: string }[] = [];
    page.once("dialog", async (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() });
      await dialog.accept();
    });
    await login.enterAge("2");
    await expect.poll(() => dialogs).toEqual([{ type: "alert", message: expect.stringMatching(/^Tyvärr, du är för ung/) }]);
    await expect(page.getByText(/Tyvärr/)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Hur gammal är du?" })).toBeVisible();
    await expect(page.getByLabel("Ålder")).toHaveValue("2");
  });

  test("children under 13 give a parent's address before the form, and can step back", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.startRegistration();
    await login.enterAge("10");

    await expect(page.getByRole("heading", { name: "Din förälders email-adress" })).toBeVisible();
    const parentEmail = page.getByLabel("Förälderns email-adress");
    await parentEmail.fill("inte-en-adress");
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page.getByText("Ange en giltig email-adress till din förälder")).toBeVisible();

    await parentEmail.fill("mamma@example.se");
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page.getByRole("heading", { name: "Välj användarnamn och lösenord" })).toBeVisible();
    await expect(page.getByText("mamma@example.se")).toBeVisible();
    await expect(page.getByLabel("Email-adress (valfritt)")).toHaveCount(0);

    await page.getByRole("button", { name: "Tillbaka" }).click();
    await expect(page.getByLabel("Förälderns email-adress")).toHaveValue("mamma@example.se");
    await page.getByRole("button", { name: "Tillbaka" }).click();
    await expect(page.getByLabel("Ålder")).toHaveValue("10");
  });

  test("a child's account waits for the parent: confirmation, re-send and no login yet", async ({ page }) => {
    const login = new LoginPage(page);
    const username = uniqueUsername("barn");
    const parent = `${uniqueUsername("foralder")}@example.se`;
    await login.open();
    await login.startRegistration();
    await login.enterAge("9");
    await page.getByLabel("Förälderns email-adress").fill(parent);
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await login.username().fill(username);
    await login.password().fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Skapa konto" }).click();

    await expect(page.getByRole("heading", { name: "Nu väntar vi på din förälder" })).toBeFocused();
    await expect(page.getByText(/^Nästan klart!/)).toBeVisible();
    await expect(page.getByText(parent)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectLoggedOut(page);

    await page.getByRole("button", { name: "Skicka länken igen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "skickat en ny länk" })).toBeVisible();

    await login.logIn(username, NEW_PASSWORD);
    await expect(login.alert("väntar på din förälders samtycke")).toBeVisible();
    await expectLoggedOut(page);
  });

  test("the password rules are shown live and a taken username is marked on its field", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.startRegistration();
    await login.enterAge("40");

    const rules = page.getByRole("list", { name: "Lösenordet behöver" });
    await login.password().fill("abc");
    await expect(rules.getByRole("listitem").filter({ hasText: "En liten bokstav" })).toContainText("(uppfyllt)");
    await expect(rules.getByRole("listitem").filter({ hasText: "Minst 8 tecken" })).toContainText("(saknas)");
    await login.password().fill(NEW_PASSWORD);
    await expect(rules.getByText("(saknas)")).toHaveCount(0);

    await login.username().fill(KALLE.username.toUpperCase());
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await expect(page.getByText("Användarnamnet är redan taget")).toBeVisible();
    await expect(login.username()).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a logged-in member visiting /login lands on home", async ({ page }) => {
    await logInByApi(page, KALLE);
    await page.goto("/login");
    await expect(page).toHaveURL("/");
    await expectLoggedIn(page);

    // Only same-site paths are followed.
    await page.goto("/login?next=%2F%2Fexample.com%2F");
    await expect(page).toHaveURL("/");
    await page.goto("/login?next=%2Fabout");
    await expect(page).toHaveURL("/about");
  });
});
