// The logbook's export on a phone: a member downloads their catches as CSV from /my-profile, and the file's rows are
// the logbook's rows; Excel and GPX come as files; the member filters the list with its form and the file holds
// exactly the rows the filtered list shows; the form and the links work before (and without) any script.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { formatFishingDate, formatWeight } from "../lib/reports/display";
import { registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { layoutFaults, listenForErrors } from "./support/page-check";

test.use({ viewport: { width: 375, height: 812 } });

/** The CSV's records (BOM dropped), split on ';' and CRLF outside quotes, quotes undone. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ";") {
      record.push(field);
      field = "";
    } else if (!quoted && ch === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += ch;
  }
  return records;
}

async function download(page: Page, name: RegExp): Promise<{ filename: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  const bytes = await readFile((await file.path())!);
  return { filename: file.suggestedFilename(), text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

test("a member downloads their logbook as CSV and the rows are the logbook's", async ({ page }) => {
  test.slow();
  await registerMember(page.request);
  const catches: Record<string, string>[] = [
    { fish: "Gädda", weight: "6,2", length: "88", location: "Hjälmaren; östra", bait: "=jigg", date: "2026-05-03" },
    { fish: "Abborre", weight: "0,4", length: "26", location: "Ekoln", method: "Mete", notes: 'Sa "nappa"', date: "2026-06-11" },
    { fish: "Gös", weight: "2,5", length: "55", location: "Mälaren", date: "2025-09-20", latitude: "59,3293", longitude: "18,0686" },
  ];
  for (const form of catches) expect((await page.request.post("/api/reports", { multipart: form })).status()).toBe(201);

  const errors = listenForErrors(page);
  await page.goto("/my-profile");
  const table = page.getByRole("table", { name: "Mina fångster" });
  await expect(table.getByRole("row")).toHaveCount(4);
  const exportSection = page.getByRole("region", { name: "Exportera fångster" });
  await expect(exportSection.getByRole("link", { name: /^Ladda ner/ })).toHaveCount(3);
  await expectNoAxeViolations(page);
  expect(await layoutFaults(page)).toEqual([]);

  const { filename, text } = await download(page, /^Ladda ner CSV/);
  expect(filename).toMatch(/^fiskeg(a|ä)nget-f(a|å)ngster-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(text);
  expect(header!.slice(0, 5)).toEqual(["Datum", "Art", "Vikt (kg)", "Längd (cm)", "Plats"]);
  const shown = await table.getByRole("row").evaluateAll((trs) =>
    trs.slice(1).map((tr) => [...tr.querySelectorAll("th, td")].slice(0, 6).map((cell) => cell.textContent?.trim() ?? "")),
  );
  expect(rows).toHaveLength(shown.length);
  rows.forEach((row, i) => {
    const [date, fish, weight, , place] = row;
    expect([formatFishingDate(date), fish, formatWeight(weight!.replace(",", ".")), place]).toEqual([shown[i]![0], shown[i]![1], shown[i]![2], shown[i]![4]]);
  });
  // The bait that looks like a formula is text, the place with a ';' one field.
  expect(rows.find((row) => row[1] === "Gädda")![7]).toBe("'=jigg");
  // The workbook and the waypoints come as files too: a zip, and GPX with the one catch that has a position.
  const excel = await download(page, /^Ladda ner Excel/);
  expect(excel.filename).toMatch(/\.xlsx$/);
  expect(excel.text.startsWith("PK")).toBe(true);
  const gpx = await download(page, /^Ladda ner GPX/);
  expect(gpx.filename).toMatch(/\.gpx$/);
  expect(gpx.text.match(/<wpt /g)).toHaveLength(1);
  expect(gpx.text).toContain('<wpt lat="59.329300" lon="18.068600">');
  expect(errors()).toEqual([]);

  // The address's filters go with the links, and the file holds only what matches.
  await page.goto("/my-profile?species=g%C3%B6s&sort=date");
  const csv = page.getByRole("link", { name: /^Ladda ner CSV/ });
  await expect(csv).toHaveAttribute("href", "/api/profile/catches/export?format=csv&species=g%C3%B6s");
  const filtered = parseCsv((await download(page, /^Ladda ner CSV/)).text);
  expect(filtered.slice(1).map((row) => row[1])).toEqual(["Gös"]);
});

/** The table's rows as the member reads them: date, fish, weight and place. */
async function shownRows(page: Page): Promise<string[][]> {
  return page
    .getByRole("table", { name: "Mina fångster" })
    .getByRole("row")
    .evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")))
    .then((rows) => rows.map((cells) => [cells[0]!, cells[1]!, cells[2]!, cells[4]!]));
}

test("a member filters the logbook with its form and the CSV holds exactly the rows the list shows", async ({ page }) => {
  test.slow();
  await registerMember(page.request);
  const catches: Record<string, string>[] = [
    { fish: "Gädda", weight: "6,2", length: "88", location: "Hjälmaren", date: "2026-05-03", latitude: "59,25", longitude: "15,80" },
    { fish: "Gädda", weight: "3,1", length: "70", location: "Ekoln", date: "2026-04-11" },
    { fish: "Gädda", weight: "8,9", length: "101", location: "Mälaren", date: "2025-09-20", latitude: "59,3293", longitude: "18,0686" },
    { fish: "Abborre", weight: "0,4", length: "26", location: "Runn", date: "2026-05-04", latitude: "60,55", longitude: "15,66" },
  ];
  for (const form of catches) expect((await page.request.post("/api/reports", { multipart: form })).status()).toBe(201);

  const errors = listenForErrors(page);
  await page.goto("/my-profile");
  await expect(page.getByRole("table", { name: "Mina fångster" }).getByRole("row")).toHaveCount(5);
  const form = page.getByRole("form", { name: "Filtrera mina fångster" });
  await form.getByLabel("Art").selectOption({ label: "Gädda" });
  await form.getByLabel("Från datum").fill("2026-01-01");
  await form.getByLabel("Position").selectOption({ label: "Med position" });
  await form.getByRole("button", { name: "Visa fångster" }).click();
  // Only the fields filled in are in the address to share.
  await expect(page).toHaveURL(/\/my-profile\?species=g%C3%A4dda&from=2026-01-01&has_position=yes$/);
  await expect(page.getByText("1 fångst matchar filtret.")).toBeVisible();
  const shown = await shownRows(page);
  expect(shown).toEqual([["3 maj 2026", "Gädda", "6,2 kg", "Hjälmaren"]]);
  await expectNoAxeViolations(page);
  expect(await layoutFaults(page)).toEqual([]);

  const csv = page.getByRole("region", { name: "Exportera fångster" }).getByRole("link", { name: /^Ladda ner CSV/ });
  await expect(csv).toHaveAttribute("href", "/api/profile/catches/export?format=csv&species=g%C3%A4dda&from=2026-01-01&has_position=yes");
  const [, ...rows] = parseCsv((await download(page, /^Ladda ner CSV/)).text);
  expect(rows.map(([date, fish, weight, , place]) => [formatFishingDate(date), fish, formatWeight(weight!.replace(",", ".")), place])).toEqual(shown);

  // Without a position, all days: the other two pikes, newest first, and the file again the same.
  await form.getByLabel("Från datum").fill("");
  await form.getByLabel("Position").selectOption({ label: "Utan position" });
  await form.getByRole("button", { name: "Visa fångster" }).click();
  await expect(page).toHaveURL(/\/my-profile\?species=g%C3%A4dda&has_position=no$/);
  const withoutPosition = await shownRows(page);
  expect(withoutPosition.map((row) => row[3])).toEqual(["Ekoln"]);
  const [, ...again] = parseCsv((await download(page, /^Ladda ner CSV/)).text);
  expect(again.map((row) => row[4])).toEqual(["Ekoln"]);

  // A wrong filter is named at its field, and nothing is offered to download.
  await page.goto("/my-profile?from=2026-05-01&to=2026-04-01");
  await expect(page.getByText("Till-datumet kan inte vara före från-datumet")).toBeVisible();
  await expect(form.getByLabel("Till datum")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: "Exportera fångster" }).getByRole("link", { name: /^Ladda ner/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(errors()).toEqual([]);
});

test("the filter form and the export links work without any script", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await registerMember(page.request);
  await page.goto("/my-profile");
  const links = page.getByRole("region", { name: "Exportera fångster" }).getByRole("link", { name: /^Ladda ner/ });
  await expect(links).toHaveCount(3);
  for (const [i, format] of ["csv", "xlsx", "gpx"].entries()) {
    await expect(links.nth(i)).toHaveAttribute("href", `/api/profile/catches/export?format=${format}`);
    await expect(links.nth(i)).toHaveAttribute("download", "");
  }
  expect((await page.request.post("/api/reports", { multipart: { fish: "Gös", weight: "2,5", length: "55", location: "Mälaren", date: "2026-05-03" } })).status()).toBe(201);
  await page.goto("/my-profile");
  const form = page.getByRole("form", { name: "Filtrera mina fångster" });
  await form.getByLabel("Art").selectOption({ label: "Gös" });
  await form.getByLabel("Bild").selectOption({ label: "Utan bild" });
  await form.getByRole("button", { name: "Visa fångster" }).click();
  await expect(page).toHaveURL(/\/my-profile\?species=g%C3%B6s&has_photo=no$/);
  await expect(page.getByRole("table", { name: "Mina fångster" }).getByRole("row")).toHaveCount(2);
  await expect(links.first()).toHaveAttribute("href", "/api/profile/catches/export?format=csv&species=g%C3%B6s&has_photo=no");
  await context.close();
});
