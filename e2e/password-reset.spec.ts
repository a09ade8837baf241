// A member who forgot the password gets a link by e-mail, sets a new password and logs in with it.
import { expect, test } from "@playwright/test";
import { NEW_PASSWORD, uniqueUsername } from "./support/accounts";
import { LoginPage } from "./support/login-page";
import { mailedLinkPath, uniqueEmail } from "./support/outbox";
import { expectLoggedIn } from "./support/shell";

const RESET_PASSWORD = "Gäddnapp77";

test.describe("forgotten password", () => {
  test("request a link, set a new password, get sent to login and log in", async ({ page }) => {
    const username = uniqueUsername("glomsk");
    const email = uniqueEmail("glomsk");
    const created = await page.request.post("/api/auth/register", {
      data: { username, password: NEW_PASSWORD, age: 34, email },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.context().clearCookies();

    const login = new LoginPage(page);
    await login.open();
    await page.getByRole("link", { name: "Glömt lösenord?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await expect(page.getByRole("heading", { level: 1, name: "Glömt lösenord?" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Tillbaka till inloggningen/ })).toHaveAttribute("href", "/login");

    const emailField = page.getByLabel("Email-adress");
    await expect(emailField).toHaveAttribute("type", "email");
    await page.getByRole("button", { name: "Skicka återställningslänk" }).click();
    await expect(page.getByText("Ange din email-adress")).toBeVisible();
    await emailField.fill(email.toUpperCase());
    await page.getByRole("button", { name: "Skicka återställningslänk" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Om adressen finns hos oss har vi skickat en länk för att återställa lösenordet." }),
    ).toBeVisible();

    const link = await mailedLinkPath(email, "password_reset", "/reset-password/");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: `Hej ${username}!` })).toBeVisible();

    const newField = page.getByLabel("Nytt lösenord", { exact: true });
    const confirmField = page.getByLabel("Bekräfta nytt lösenord", { exact: true });
    await newField.fill(RESET_PASSWORD);
    await confirmField.fill(`${RESET_PASSWORD}x`);
    await page.getByRole("button", { name: "Återställ lösenord" }).click();
    await expect(page.getByText("Lösenorden matchar inte")).toBeVisible();

    await confirmField.fill(RESET_PASSWORD);
    const started = Date.now();
    await page.getByRole("button", { name: "Återställ lösenord" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Ditt lösenord är ändrat." })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);

    await login.logIn(username, NEW_PASSWORD);
    await expect(login.alert("Fel användarnamn eller lösenord")).toBeVisible();
    await login.password().fill(RESET_PASSWORD);
    await page.getByRole("button", { name: "Logga in", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expectLoggedIn(page);

    // The link is used up: opening it again offers a new one.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Ogiltig återställningslänk" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "redan använts" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Begär en ny länk" })).toHaveAttribute("href", "/forgot-password");
  });

  test("an unknown address gets the same answer", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email-adress").fill(uniqueEmail("okand"));
    await page.getByRole("button", { name: "Skicka återställningslänk" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Om adressen finns hos oss har vi skickat en länk för att återställa lösenordet." }),
    ).toBeVisible();
  });
});
