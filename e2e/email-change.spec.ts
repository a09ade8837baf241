// A member changes e-mail address in settings: the new address gets a link, and only the link changes it.
import { expect, test } from "@playwright/test";
import { NEW_PASSWORD, uniqueUsername } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { mailedLinkPath, uniqueEmail } from "./support/outbox";

test("change the address in settings, confirm it from the mailed link while logged out", async ({ browser, page }) => {
  const username = uniqueUsername("flyttar");
  const oldEmail = uniqueEmail("gammal");
  const newEmail = uniqueEmail("ny");
  const created = await page.request.post("/api/auth/register", { data: { username, password: NEW_PASSWORD, age: 30, email: oldEmail } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await (await page.request.get("/api/auth/me")).json()) as { id: number };

  await page.goto(`/settings/${id}`);
  const field = page.getByRole("textbox", { name: "E-post" });
  await expect(field).toHaveValue(oldEmail);
  await field.fill(newEmail);
  await page.getByRole("button", { name: "Spara profil" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Vi har skickat en länk till den nya adressen." })).toBeVisible();
  // The address that still applies is the old one, until the link is used.
  await expect(field).toHaveValue(oldEmail);

  const link = await mailedLinkPath(newEmail, "email_change", "/confirm-email/");
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(link);
  await expect(v.getByRole("heading", { level: 1, name: "Bekräfta ny email-adress" })).toBeVisible();
  await expect(v.getByText(newEmail)).toBeVisible();
  await expectNoAxeViolations(v);
  // Opening the page changed nothing yet.
  expect((await (await page.request.get(`/api/profile/${id}`)).json()).email).toBe(oldEmail);

  await v.getByRole("button", { name: "Ja, byt email-adress" }).click();
  await expect(v.getByRole("status").filter({ hasText: "Din email-adress är ändrad." })).toBeVisible();
  expect((await (await page.request.get(`/api/profile/${id}`)).json()).email).toBe(newEmail);

  await v.goto(link);
  await expect(v.getByRole("alert").filter({ hasText: "Länken har redan använts." })).toBeVisible();
  await visitor.close();
});
