// The rows of an import are named as the member's own spreadsheet names them (the header is row 1), also when the
// file has blank rows that are skipped: in the preview, in the job's wrong rows and in the file of wrong rows.
import ExcelJS from "exceljs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { stopJobQueue } from "@/lib/jobs/queue";
import { guessMapping } from "@/lib/logbook-import/columns";
import { runLogbookImport } from "@/lib/logbook-import/run";
import type { ImportPreviewJson, ImportUploadJson } from "@/lib/logbook-import/types";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createUser } from "@/prisma/factories";
import { POST as upload } from "@/app/api/profile/catches/imports/route";
import { POST as preview } from "@/app/api/profile/catches/imports/[id]/preview/route";
import { POST as start } from "@/app/api/profile/catches/imports/[id]/start/route";
import { GET as wrongRows } from "@/app/api/profile/catches/imports/[id]/wrong-rows/route";

type Member = Awaited<ReturnType<typeof createUser>>;

beforeEach(resetDatabase);
afterAll(() => stopJobQueue(1));

const HEADER = "Datum;Art;Vikt (kg);Längd (cm);Plats;Anteckningar";

/**
 * As Excel shows it: 1 the header, 2 empty, 3 a catch, 4 only separators, 5 a wrong catch, 6 empty, 7 a catch whose
 * note spans two lines (one row in Excel), 8 only spaces, 9 a wrong catch, and an empty line at the end.
 */
const CSV_WITH_GAPS = [
  HEADER,
  "",
  "2021-05-04;Gädda;6,2;88;Mälaren;",
  ";;;;;",
  ";Abborre;0,4;26;Ekoln;saknar datum",
  "",
  '2021-06-01;Gös;2,5;55;Mälaren;"två\r\nrader"',
  "   ",
  "2021-07-01;Lax;-1;70;Mörrumsån;",
  "",
].join("\r\n");

async function uploaded(member: Member, content: string | Uint8Array, name: string): Promise<ImportUploadJson> {
  const form = new FormData();
  form.set("file", new File([typeof content === "string" ? content : Uint8Array.from(content)], name));
  const res = await call(upload, { cookie: await sessionCookie(member), body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ImportUploadJson;
}

async function previewed(member: Member, file: ImportUploadJson): Promise<ImportPreviewJson> {
  const res = await call(preview, { cookie: await sessionCookie(member), params: { id: String(file.id) }, body: file.guess });
  expect(res.status).toBe(200);
  return (await res.json()) as ImportPreviewJson;
}

const numbered = (body: ImportPreviewJson) => [...body.rows, ...body.more_wrong].map((row) => [row.row, row.ok]);

/** The file of wrong rows as records of fields (BOM dropped, ';' and CRLF, no quoted separators in these rows). */
async function wrongRowsOf(member: Member, importId: number): Promise<string[][]> {
  const res = await call(wrongRows, { cookie: await sessionCookie(member), params: { id: String(importId) } });
  expect(res.status).toBe(200);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(await res.arrayBuffer())).slice(1);
  return text.split("\r\n").filter(Boolean).map((line) => line.split(";"));
}

describe("row numbers", () => {
  it("number a CSV's rows as Excel does, blank rows and a cell over two lines counted", async () => {
    const member = await createUser(db, { username: "radraknaren" });
    const file = await uploaded(member, `\uFEFF${CSV_WITH_GAPS}`, "loggbok.csv");
    expect(file.row_count).toBe(4);
    expect(numbered(await previewed(member, file))).toEqual([
      [3, true],
      [5, false],
      [7, true],
      [9, false],
    ]);

    // The job names the same rows, and the file of wrong rows gives each back with its own cells and number.
    const started = await call(start, { cookie: await sessionCookie(member), params: { id: String(file.id) }, body: file.guess });
    expect(started.status).toBe(202);
    await runLogbookImport(file.id, { batchSize: 3 });
    const stored = await db.logbookImport.findUniqueOrThrow({ where: { id: file.id }, select: { wrong: true, imported: true } });
    expect(stored.imported).toBe(2);
    expect((stored.wrong as { row: number }[]).map((wrong) => wrong.row)).toEqual([5, 9]);
    const [header, ...rows] = await wrongRowsOf(member, file.id);
    expect(header).toEqual([...HEADER.split(";"), "Rad i din fil", "Fel"]);
    expect(rows.map((row) => [row[1], row[6]])).toEqual([
      ["Abborre", "5"],
      ["Lax", "9"],
    ]);
    expect(rows[0]![7]).toContain("Ange datum");
    // The extra columns are not taken for a catch's field when the file is imported again.
    expect(Object.values(guessMapping(header!).columns).filter((index) => index !== null && index >= 6)).toEqual([]);
  });

  it("number a workbook's rows by the sheet's own rows, empty rows between them", async () => {
    const member = await createUser(db, { username: "arbetsboken" });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Fångster");
    sheet.getRow(1).values = ["Datum", "Art", "Vikt", "Längd", "Plats"];
    sheet.getRow(2).values = ["2022-08-14", "Abborre", 0.5, 30, "Runn"];
    sheet.getRow(5).values = ["2022-08-15", "Gädda", -2, 80, "Runn"];
    sheet.getRow(6).values = ["", "", "", "", ""];
    sheet.getRow(8).values = ["2022-08-16", "Gös", 2, 55, "Runn"];
    const file = await uploaded(member, new Uint8Array(await workbook.xlsx.writeBuffer()), "loggbok.xlsx");
    expect(numbered(await previewed(member, file))).toEqual([
      [2, true],
      [5, false],
      [8, true],
    ]);
  });

  it("number the header's own row 1 when blank lines come before it", async () => {
    const member = await createUser(db, { username: "tomrader" });
    const file = await uploaded(member, `\r\n\r\n${HEADER}\r\n2021-05-04;Gädda;6,2;88;Mälaren;\r\n`, "loggbok.csv");
    expect(numbered(await previewed(member, file))).toEqual([[4, true]]);
  });

  it("keep numbering an upload stored before row numbers were kept as before: from row 2, without gaps", async () => {
    const member = await createUser(db, { username: "gammalfil" });
    const headers = ["Datum", "Art", "Vikt", "Längd", "Plats"];
    const kept = await db.logbookImport.create({
      data: { userId: member.id, fileName: "gammal.csv", headers, rows: [["2021-05-04", "Gädda", "6,2", "88", "Mälaren"], ["", "Gös", "1", "40", "Runn"]] },
      select: { id: true },
    });
    const body = await previewed(member, { id: kept.id, guess: guessMapping(headers) } as ImportUploadJson);
    expect(numbered(body)).toEqual([
      [2, true],
      [3, false],
    ]);
  });
});
