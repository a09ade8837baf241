// A 10-year-old registers, the parent consents through the e-mailed link, and then the child can log in.
import { expect, test } from "@playwright/test";
import { NEW_PASSWORD, uniqueUsername } from "./support/accounts";
import { LoginPage } from "./support/login-page";
import { mailedLinkPath, uniqueEmail } from "./support/outbox";
import { expectLoggedIn } from "./support/shell";

test.describe("parental consent for children under 13", () => {
  test("child registers, parent consents from the e-mail, child logs in", async ({ page, browser }) => {
    const child = uniqueUsername("barn");
    const parentEmail = uniqueEmail("foralder");
    const login = new LoginPage(page);

    await login.open();
    await login.startRegistration();
    await login.enterAge("10");
    await expect(page.getByRole("heading", { name: "Din förälders email-adress" })).toBeVisible();
    await page.getByLabel("Förälderns email-adress").fill(parentEmail);
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await login.username().fill(child);
    await login.password().fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await expect(page.getByRole("heading", { name: "Nu väntar vi på din förälder" })).toBeVisible();
    await expect(page.getByText(parentEmail)).toBeVisible();

    // Until the parent has consented, the child cannot log in.
    await login.open();
    await login.logIn(child, NEW_PASSWORD);
    await expect(login.alert("förälders samtycke")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // The parent opens the link in a browser of their own.
    const link = await mailedLinkPath(parentEmail, "parental_consent", "/parental-consent/");
    const parentContext = await browser.newContext();
    const parent = await parentContext.newPage();
    await parent.goto(link);
    await expect(parent.getByRole("heading", { level: 1, name: "Samtycke för ditt barns konto" })).toBeVisible();
    const facts = parent.getByRole("definition");
    await expect(facts.filter({ hasText: child })).toBeVisible();
    await expect(facts.filter({ hasText: "10 år" })).toBeVisible();
    await expect(facts.filter({ hasText: parentEmail })).toBeVisible();
    await expect(parent.getByRole("heading", { name: "Varför behövs ditt samtycke?" })).toBeVisible();
    await expect(parent.getByRole("heading", { name: "Vilka uppgifter behandlas?" })).toBeVisible();
    await expect(parent.getByRole("heading", { name: "Dina rättigheter" })).toBeVisible();

    // The dialog can be cancelled without anything happening.
    await parent.getByRole("button", { name: "Jag ger mitt samtycke" }).click();
    const dialog = parent.getByRole("dialog", { name: "Bekräfta ditt samtycke" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Avbryt" }).click();
    await expect(dialog).toBeHidden();

    await parent.getByRole("button", { name: "Jag ger mitt samtycke" }).click();
    await dialog.getByRole("button", { name: "Ja, jag ger mitt samtycke" }).click();
    const thanks = parent.getByRole("heading", { level: 1, name: "Tack! Ditt samtycke är registrerat" });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(parent.getByRole("heading", { name: "Tips för ett tryggt liv på nätet" })).toBeVisible();
    await expect(parent.getByRole("main").getByRole("link", { name: "Till startsidan" })).toHaveAttribute("href", "/");

    // The link is single use.
    await parent.reload();
    await expect(parent.getByRole("heading", { level: 1, name: "Samtycket är redan registrerat" })).toBeVisible();
    await parentContext.close();

    await login.open();
    await login.logIn(child, NEW_PASSWORD);
    await expect(page).toHaveURL("/");
    await expectLoggedIn(page);
  });

  test("a cut-off consent link explains what may be wrong", async ({ page }) => {
    await page.goto("/parental-consent/abc123");
    await expect(page.getByRole("heading", { level: 1, name: "Länken fungerar inte" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Ogiltig länk. Kontrollera att du använder hela länken från emailet." })).toBeVisible();
    await expect(page.getByText(/gäller i 7 dagar/)).toBeVisible();
    await expect(page.getByText(/redan registrerats/)).toBeVisible();
    await expect(page.getByText(/ofullständig/)).toBeVisible();
  });
});
