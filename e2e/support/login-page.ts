// The /login screen as the specs drive it.
import { expect, type Page } from "@playwright/test";

export class LoginPage {
  constructor(readonly page: Page) {}

  async open(query = "") {
    await this.page.goto(`/login${query}`);
    await expect(this.page.getByRole("tab", { name: "Logga in" })).toBeVisible();
  }

  username() {
    return this.page.getByLabel("Användarnamn", { exact: true });
  }

  password() {
    return this.page.getByLabel("Lösenord", { exact: true });
  }

  alert(text: string | RegExp) {
    return this.page.getByRole("alert").filter({ hasText: text });
  }

  async logIn(username: string, password: string) {
    await this.page.getByRole("tab", { name: "Logga in" }).click();
    await this.username().fill(username);
    await this.password().fill(password);
    await this.page.getByRole("button", { name: "Logga in", exact: true }).click();
  }

  async startRegistration() {
    await this.page.getByRole("tab", { name: "Skapa konto" }).click();
    await expect(this.page.getByRole("heading", { name: "Hur gammal är du?" })).toBeVisible();
  }

  async enterAge(age: string) {
    await this.page.getByLabel("Ålder").fill(age);
    await this.page.getByRole("button", { name: "Fortsätt" }).click();
  }
}
