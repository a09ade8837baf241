// The logbook's import on a phone: a member uploads a spreadsheet, corrects the site's guess of a column, sees the
// preview with a wrong row's reason, starts the import, follows its progress to the end, and finds the catches in
// the logbook; the wrong row comes back as a file. Rows are named as the member's spreadsheet names them, a blank row
// counted.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { layoutFaults, listenForErrors } from "./support/page-check";

test.use({ viewport: { width: 375, height: 812 } });

/** A logbook as Swedish Excel saves it, a blank row in it (row 4); its date column is named so the site cannot guess it. */
const SPREADSHEET = [
  "Fångad;Fiskart;Vikt (g);Längd (cm);Sjö;Anteckningar",
  "2024-06-15;Gädda;6200;88;Hjälmaren;Morgonen",
  "2023-08-02;Abborre;450;31;Ekoln;",
  "",
  "2023-08-03;Gös;;55;Mälaren;Ingen våg",
].join("\r\n");

test("a member imports a spreadsheet through mapping, preview and progress, and sees the catches in the logbook", async ({ page }) => {
  test.slow();
  await registerMember(page.request);
  const errors = listenForErrors(page);
  await page.goto("/my-profile");
  await page.getByRole("link", { name: "Importera fångster" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Importera fångster" })).toBeVisible();

  await page.getByLabel("Kalkylblad (CSV eller Excel .xlsx)").setInputFiles({
    name: "loggbok.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${SPREADSHEET}\r\n`, "utf8"),
  });
  await page.getByRole("button", { name: "Läs in filen" }).click();

  // The guess: species, weight in grams, length, place and notes; the date column is left for the member.
  const mapping = page.getByRole("region", { name: "2. Kolumner och förhandsvisning" });
  await expect(mapping.getByRole("combobox", { name: "Art", exact: true })).toHaveValue("1");
  await expect(mapping.getByLabel("Viktens enhet")).toHaveValue("g");
  await expect(mapping.getByText("Välj vilken kolumn som innehåller datum")).toBeVisible();
  await mapping.getByRole("combobox", { name: "Datum", exact: true }).selectOption({ label: "Fångad" });

  await expect(mapping.getByText("2 rader kan importeras, 1 rad har fel och hoppas över.")).toBeVisible();
  const preview = mapping.getByRole("table", { name: /Förhandsvisning/ });
  await expect(preview.getByRole("row")).toHaveCount(4);
  await expect(preview.getByRole("row").nth(1)).toContainText("6,2 kg");
  await expect(preview.getByRole("row").nth(3)).toContainText("Ange vikt");
  await expect(preview.getByRole("row").nth(3).getByRole("cell").first()).toHaveText("5");
  await expectNoAxeViolations(page);
  expect(await layoutFaults(page)).toEqual([]);

  await mapping.getByRole("button", { name: "Importera 2 fångster" }).click();
  await expect(page.getByRole("heading", { name: "Importen är klar" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("2 fångster har lagts till i loggboken.")).toBeVisible();
  await expect(page.getByText("1 hade fel och hoppades över.")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await layoutFaults(page)).toEqual([]);

  // The wrong row comes back with its reason, to fix and import again.
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Ladda ner raderna med fel" }).click()]);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await readFile((await file.path())!));
  expect(text.split("\r\n").slice(0, 2)).toEqual([
    "\uFEFFFångad;Fiskart;Vikt (g);Längd (cm);Sjö;Anteckningar;Rad i din fil;Fel",
    "2023-08-03;Gös;;55;Mälaren;Ingen våg;5;Ange vikt",
  ]);

  await page.getByRole("link", { name: "Visa loggboken" }).click();
  const table = page.getByRole("table", { name: "Mina fångster" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table).toContainText("Gädda");
  await expect(table).toContainText("Abborre");
  expect(errors()).toEqual([]);
});
