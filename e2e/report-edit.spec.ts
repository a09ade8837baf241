// Correcting a catch on a phone: the owner opens 'Ändra' on the report's page, fixes a mistyped weight and a
// place, and the cached page shows the correction at once; other members are not offered the button.
import { expect, test } from "@playwright/test";
import { registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

test.use({ viewport: { width: 375, height: 812 } });

test("the owner corrects a mistyped weight from the report's page", async ({ page, browser }) => {
  await registerMember(page.request);
  const place = `Rättsjön ${Date.now().toString(36)}`;
  const posted = await page.request.post("/api/reports", {
    multipart: { fish: "Gädda", weight: "94", length: "101", location: place, bait: "Jerkbait" },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };

  await page.goto(`/reports/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gädda 94 kg");
  await page.getByRole("button", { name: "Ändra" }).click();

  const dialog = page.getByRole("dialog", { name: "Ändra fångst" });
  await expect(dialog).toBeVisible();
  const weight = dialog.getByLabel("Vikt (kg)");
  await expect(weight).toHaveValue("94");
  await expect(dialog.getByLabel("Bete")).toHaveValue("Jerkbait");
  await expectNoAxeViolations(page);

  // The form's own rules hold while correcting.
  await weight.fill("0");
  await dialog.getByRole("button", { name: "Spara ändringar" }).click();
  await expect(dialog.getByText("Vikten måste vara större än 0")).toBeVisible();

  await weight.fill("9,4");
  await dialog.getByLabel("Plats").fill(`${place} norra`);
  await dialog.getByRole("button", { name: "Spara ändringar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gädda 9,4 kg");
  await expect(page.getByText(`${place} norra`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Ändra" })).toBeFocused();

  // A fresh load is served the correction too: the edit expired the cached page.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gädda 9,4 kg");

  // Another member sees no 'Ändra', and the server refuses one anyway.
  const otherContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const other = await otherContext.newPage();
  await registerMember(other.request);
  await other.goto(`/reports/${id}`);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Gädda 9,4 kg");
  await expect(other.getByRole("button", { name: "Anmäl" })).toBeVisible();
  await expect(other.getByRole("button", { name: "Ändra" })).toHaveCount(0);
  const refused = await other.request.put(`/api/reports/${id}`, { multipart: { fish: "Gädda", weight: "1", length: "1", location: "X" } });
  expect(refused.status()).toBe(403);
  await otherContext.close();
});
