// A spreadsheet of catches brought in: upload, preview, start, the job that stores the rows, the wrong rows' file,
// duplicates on a second import, and what follows (bests, species counts, the map) and what does not (friends'
// notifications, competitions, weather).
import ExcelJS from "exceljs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { stopJobQueue } from "@/lib/jobs/queue";
import { runLogbookImport } from "@/lib/logbook-import/run";
import type { ImportMapping } from "@/lib/logbook-import/columns";
import type { ImportPreviewJson, ImportResultJson, ImportUploadJson } from "@/lib/logbook-import/types";
import type { MemberJobJson } from "@/lib/jobs/member-job-types";
import { listMapClusters } from "@/lib/map/queries";
import { listSpeciesSummaries } from "@/lib/species/queries";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { GET as latest, POST as upload } from "@/app/api/profile/catches/imports/route";
import { POST as preview } from "@/app/api/profile/catches/imports/[id]/preview/route";
import { POST as start } from "@/app/api/profile/catches/imports/[id]/start/route";
import { GET as wrongRows } from "@/app/api/profile/catches/imports/[id]/wrong-rows/route";
import { GET as readJob } from "@/app/api/jobs/[id]/route";
import { POST as createCompetition } from "@/app/api/competitions/route";
import { GET as getCompetition } from "@/app/api/competitions/[id]/route";

type Member = Awaited<ReturnType<typeof createUser>>;

beforeEach(resetDatabase);
afterAll(() => stopJobQueue(1));

const BOM = "\uFEFF";
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A logbook as Swedish Excel saves it: BOM, ';', decimal comma; one row wrong three ways, one formula-like. */
function swedishCsv(): string {
  const rows = [
    "Datum;Art;Vikt (kg);Längd (cm);Plats;Latitud;Longitud;Anteckningar",
    "2019-05-04 06:30;Gädda;6,2;88;Mälaren;59,3293;18,0686;",
    "2020-06-01;Gädda;8,1;95;Mälaren;;;Största hittills",
    "2018-07-10;Gädda;4,0;70;Vättern;;;",
    "31.12.2021;Abborre;0,9;38;Runn;;;=HYPERLINK(\"http://evil.test\")",
    `${day(-3)};Gädda;12,5;110;Mälaren;;;Under tävlingen`,
    ";;-1;lång;;;;",
  ];
  return BOM + rows.join("\r\n") + "\r\n";
}

const fileForm = (content: string | Uint8Array, name: string) => {
  const form = new FormData();
  form.set("file", new File([typeof content === "string" ? content : Uint8Array.from(content)], name));
  return form;
};

async function uploadAs(member: Member, content: string | Uint8Array, name = "loggbok.csv") {
  return call(upload, { cookie: await sessionCookie(member), body: fileForm(content, name) });
}

async function uploaded(member: Member, content: string | Uint8Array, name?: string): Promise<ImportUploadJson> {
  const res = await uploadAs(member, content, name);
  expect(res.status).toBe(201);
  return (await res.json()) as ImportUploadJson;
}

async function startAs(member: Member, id: number, mapping: ImportMapping) {
  return call(start, { cookie: await sessionCookie(member), params: { id: String(id) }, body: mapping });
}

async function jobAs(member: Member, jobId: string) {
  return call(readJob, { cookie: await sessionCookie(member), params: { id: jobId } });
}

/** Uploads, starts and runs an import to its end (the job run here rather than by a worker); answers its job. */
async function importAll(member: Member, content: string, batchSize = 2): Promise<MemberJobJson> {
  const { id, guess } = await uploaded(member, content);
  const res = await startAs(member, id, guess);
  expect(res.status).toBe(202);
  const { job_id } = (await res.json()) as { job_id: string };
  await runLogbookImport(id, { batchSize });
  return (await (await jobAs(member, job_id)).json()) as MemberJobJson;
}

describe("uploading and previewing", () => {
  it("reads a Swedish CSV, guesses its columns, and previews rows as stored with each wrong row's reasons", async () => {
    const member = await createUser(db, { username: "loggaren" });
    const file = await uploaded(member, swedishCsv());
    expect(file.headers[0]).toBe("Datum");
    expect(file.row_count).toBe(6);
    expect(file.guess.columns).toMatchObject({ date: 0, fish: 1, weight: 2, length: 3, location: 4, latitude: 5, longitude: 6, notes: 7 });

    const res = await call(preview, { cookie: await sessionCookie(member), params: { id: String(file.id) }, body: file.guess });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ImportPreviewJson;
    expect(body).toMatchObject({ valid: 5, wrong: 1 });
    expect(body.rows[0]).toMatchObject({ row: 2, ok: true, catch: { date: "2019-05-04", catch_time: "06:30", weight: "6.2", length: "88", latitude: 59.3293 } });
    expect(body.rows[5]).toMatchObject({ row: 7, ok: false });
    const reasons = body.rows[5]!.ok ? [] : body.rows[5]!.reasons;
    expect(reasons).toEqual(expect.arrayContaining(["Ange datum", "Ange fiskart", "Vikten måste vara större än 0", "Längden måste vara ett tal, t.ex. 72", "Ange plats"]));

    // Another member's upload does not exist for them.
    const other = await createUser(db, { username: "annan" });
    expect((await call(preview, { cookie: await sessionCookie(other), params: { id: String(file.id) }, body: file.guess })).status).toBe(404);
    // A mapping without a required field is refused with the field named.
    const missing = await call(preview, { cookie: await sessionCookie(member), params: { id: String(file.id) }, body: { ...file.guess, columns: { ...file.guess.columns, fish: null } } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { "columns.fish": "Välj vilken kolumn som innehåller art" } });
  });

  it("reads an .xlsx workbook's dates, numbers and formulas", async () => {
    const member = await createUser(db, { username: "excelaren" });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Fångster");
    sheet.addRow(["Date", "Species", "Weight (g)", "Length (in)", "Location"]);
    sheet.addRow([new Date(Date.UTC(2022, 7, 14, 5, 15)), "Perch", 1250, 15, "Lake Runn"]);
    sheet.addRow([new Date(Date.UTC(2022, 7, 15)), "Gädda", { formula: "2000+1500", result: 3500 }, 30.5, "Runn"]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const file = await uploaded(member, bytes, "logbook.xlsx");
    expect(file.guess).toMatchObject({ weight_unit: "g", length_unit: "in" });
    const res = await call(preview, { cookie: await sessionCookie(member), params: { id: String(file.id) }, body: file.guess });
    const body = (await res.json()) as ImportPreviewJson;
    expect(body.rows.map((row) => (row.ok ? [row.catch.date, row.catch.catch_time, row.catch.weight, row.catch.length] : row.reasons))).toEqual([
      ["2022-08-14", "05:15", "1.3", "38.1"],
      ["2022-08-15", null, "3.5", "77.5"],
    ]);
  });
});

describe("the import job", () => {
  it("stores the rows dated as caught, keeps bests, counts and the map right, tells no friend and counts in no competition", async () => {
    const member = await createUser(db, { username: "loggaren" });
    const friend = await createUser(db, { username: "matrosen" });
    await db.friendship.create({ data: { requesterId: member.id, addresseeId: friend.id, status: "ACCEPTED" } });
    // A competition running now, which the member created (and so is in).
    const competition = await call(createCompetition, { cookie: await sessionCookie(member), body: { name: "Höstgäddan", starts_on: day(-10), ends_on: day(10), rule: "heaviest" } });
    expect(competition.status).toBe(201);
    const competitionId = ((await competition.json()) as { id: number }).id;
    const pikeCountBefore = (await listSpeciesSummaries()).find((species) => species.slug === "gadda")?.reportCount ?? 0;

    const job = await importAll(member, swedishCsv());
    expect(job).toMatchObject({ state: "done", total: 6, done: 6 });
    expect(job.result).toMatchObject({ imported: 5, duplicates: 0, wrong: 1 } satisfies Partial<ImportResultJson>);

    const stored = await db.report.findMany({ where: { userId: member.id }, orderBy: { fishingDate: "asc" }, select: { fish: true, weight: true, fishingDate: true, createdAt: true, isPersonalBest: true, importId: true, notes: true } });
    expect(stored).toHaveLength(5);
    expect(stored.every((report) => report.importId !== null)).toBe(true);
    // Dated when caught: 2019-05-04 06:30 in Sweden is 04:30 UTC.
    expect(stored[1]!.createdAt.toISOString()).toBe("2019-05-04T04:30:00.000Z");
    // Bests in the order the pikes were caught: 4.0 (2018), 6.2 (2019), 8.1 (2020) and 12.5 were each a best.
    expect(stored.filter((report) => report.fish === "Gädda").map((report) => [report.weight.toFixed(1), report.isPersonalBest])).toEqual([
      ["4.0", true], ["6.2", true], ["8.1", true], ["12.5", true],
    ]);
    expect(stored.find((report) => report.fish === "Abborre")?.notes).toBe('=HYPERLINK("http://evil.test")');

    // The species page and the map count them; the friend was told nothing; the member was told once.
    expect((await listSpeciesSummaries()).find((species) => species.slug === "gadda")?.reportCount).toBe(pikeCountBefore + 4);
    const map = await listMapClusters({ bbox: { minLongitude: 10, minLatitude: 55, maxLongitude: 25, maxLatitude: 70 }, zoom: 5, species: undefined, since: "all" });
    expect(map.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(1);
    expect(await db.notification.count({ where: { userId: friend.id } })).toBe(0);
    expect(await db.notification.findMany({ where: { userId: member.id }, select: { type: true, message: true } })).toEqual([
      { type: "logbook_import", message: "Din import är klar: 5 fångster har lagts till i loggboken." },
    ]);
    // The 12.5 kg pike of three days ago was not reported during the competition: it does not count.
    const board = await call(getCompetition, { cookie: await sessionCookie(member), params: { id: String(competitionId) } });
    expect(((await board.json()) as { standings: unknown[] }).standings).toEqual([]);
    // No weather is looked up for imported catches.
    expect(await db.reportConditions.count()).toBe(0);
  });

  it("adds nothing twice: the same file again, or a catch already posted by hand, is a duplicate", async () => {
    const member = await createUser(db, { username: "loggaren" });
    await createReport(db, { userId: member.id, fish: "Gädda", weight: "8.1", length: "95", location: "Mälaren", fishingDate: new Date("2020-06-01T00:00:00Z") });
    const first = await importAll(member, swedishCsv());
    expect(first.result).toMatchObject({ imported: 4, duplicates: 1, wrong: 1 });
    const second = await importAll(member, swedishCsv(), 500);
    expect(second.result).toMatchObject({ imported: 0, duplicates: 5, wrong: 1 });
    expect(await db.report.count({ where: { userId: member.id } })).toBe(5);
  });

  it("goes on where it stopped after a crash between batches, storing no row twice", async () => {
    const member = await createUser(db, { username: "loggaren" });
    const { id, guess } = await uploaded(member, swedishCsv());
    await startAs(member, id, guess);
    // A process stopped after the first batch of two: the row says so; the next try goes on from row 3.
    await db.$transaction(async (tx) => {
      const rows = (await tx.logbookImport.findUniqueOrThrow({ where: { id } })).rows as string[][];
      expect(rows).toHaveLength(6);
    });
    await runLogbookImport(id, { batchSize: 2 });
    await db.logbookImport.update({ where: { id }, data: { processed: 2 } });
    await db.memberJob.updateMany({ data: { state: "running" } });
    await runLogbookImport(id, { batchSize: 2 });
    expect(await db.report.count({ where: { userId: member.id } })).toBe(5);
  });

  it("gives the wrong rows back as a CSV with the reasons, neutralised; only to their owner", async () => {
    const member = await createUser(db, { username: "loggaren" });
    const csv = swedishCsv().replace(";;-1;lång;;;;", "2020-01-01;=cmd|' /C calc'!A0;-1;70;Runn;;;");
    const job = await importAll(member, csv);
    const result = job.result as ImportResultJson;
    expect(result.wrong_rows_url).toBe(`/api/profile/catches/imports/${result.import_id}/wrong-rows`);
    const res = await call(wrongRows, { cookie: await sessionCookie(member), params: { id: String(result.import_id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1).split("\r\n");
    expect(lines[0]).toBe("Datum;Art;Vikt (kg);Längd (cm);Plats;Latitud;Longitud;Anteckningar;Rad i din fil;Fel");
    expect(lines[1]).toBe("2020-01-01;'=cmd|' /C calc'!A0;'-1;70;Runn;;;;7;Vikten måste vara större än 0");
    const other = await createUser(db, { username: "annan" });
    expect((await call(wrongRows, { cookie: await sessionCookie(other), params: { id: String(result.import_id) } })).status).toBe(404);
    expect((await jobAs(other, job.id)).status).toBe(404);
    expect((await jobAs(member, "not-a-uuid")).status).toBe(404);
  });

  it("keeps an anonymous member's imported catches anonymous", async () => {
    const member = await createUser(db, { username: "hemlig", isAnonymous: true });
    await importAll(member, swedishCsv());
    const names = await db.report.findMany({ where: { userId: member.id }, select: { fisherName: true }, distinct: ["fisherName"] });
    expect(names).toHaveLength(1);
    expect(names[0]!.fisherName).toMatch(/^anonym#/);
  });
});

describe("limits and hostile files", () => {
  const refusal = async (member: Member, content: string | Uint8Array, name = "fil.csv") => {
    const res = await uploadAs(member, content, name);
    return { status: res.status, body: (await res.json()) as { error: string; code: string } };
  };

  it("refuses with a clear Swedish message and stores nothing", async () => {
    const member = await createUser(db, { username: "testaren" });
    const header = "Datum;Art;Vikt;Längd;Plats\r\n";
    const windows1252 = new Uint8Array([...new TextEncoder().encode(header), ...[0x32, 0x30, 0x32, 0x30, 0x2d, 0x30, 0x31, 0x2d, 0x30, 0x31, 0x3b, 0x47, 0xe4, 0x64, 0x64, 0x61, 0x3b, 0x31, 0x3b, 0x32, 0x3b, 0xc5, 0x73, 0x65, 0x6e]]);
    expect(await refusal(member, windows1252)).toMatchObject({ status: 400, body: { error: expect.stringMatching(/inte sparad som UTF-8/) } });
    expect(await refusal(member, header + "2020-01-01;Gädda;1;2;Sjön\r\n".repeat(10_001))).toMatchObject({ status: 400, body: { error: expect.stringMatching(/fler än 10\s000 rader/) } });
    expect(await refusal(member, header + `2020-01-01;Gädda;1;2;${"x".repeat(50_000)}\r\n`)).toMatchObject({ status: 400, body: { error: expect.stringMatching(/längre än 10\s000 tecken/) } });
    expect(await refusal(member, new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41))).toMatchObject({ status: 413 });
    expect(await refusal(member, new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]), "gammal.xls")).toMatchObject({ status: 400, body: { error: expect.stringMatching(/\.xls/) } });
    expect(await refusal(member, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]), "trasig.xlsx")).toMatchObject({ status: 400, body: { error: expect.stringMatching(/kunde inte läsas/) } });
    expect(await refusal(member, header)).toMatchObject({ status: 400, body: { error: "Filen har inga rader under rubrikraden" } });
    expect(await refusal(member, "")).toMatchObject({ status: 400 });
    expect(await db.logbookImport.count()).toBe(0);
  });

  it("refuses a workbook that unpacks to more than the limit (a zip bomb)", async () => {
    const member = await createUser(db, { username: "testaren" });
    const JSZip = (await import("jszip")).default;
    const zip = new JSZip();
    zip.file("[Content_Types].xml", "<Types/>");
    zip.file("xl/worksheets/sheet1.xml", new Uint8Array(70 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: "uint8array", compression: "DEFLATE", compressionOptions: { level: 9 } });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const res = await uploadAs(member, bomb, "bomb.xlsx");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/för stor när den packas upp/);
    expect(await db.logbookImport.count()).toBe(0);
  });

  it("runs one import at a time per member, and none for a child waiting for consent", async () => {
    const member = await createUser(db, { username: "ivrig" });
    const first = await uploaded(member, swedishCsv());
    const second = await uploaded(member, swedishCsv());
    expect((await startAs(member, second.id, second.guess)).status).toBe(202);
    // The queue's job was sent in the start's transaction, naming the import and the member's job.
    const [sent] = await db.$queryRaw<{ data: { importId: number; memberJobId: string } }[]>`SELECT data FROM pgboss.job WHERE name = 'logbook-import' ORDER BY created_on DESC LIMIT 1`;
    expect(sent?.data).toMatchObject({ importId: second.id, memberJobId: expect.any(String) });
    // The first upload was replaced by the second; a new upload waits for the running import.
    expect((await startAs(member, first.id, first.guess)).status).toBe(404);
    expect((await uploadAs(member, swedishCsv())).status).toBe(409);
    const body = (await (await call(latest, { cookie: await sessionCookie(member) })).json()) as { import: { id: number } };
    expect(body.import.id).toBe(second.id);
    await runLogbookImport(second.id);
    expect((await uploadAs(member, swedishCsv())).status).toBe(201);

    const child = await createUser(db, { username: "barnet", age: 12, consentStatus: "PENDING" });
    expect((await uploadAs(child, swedishCsv())).status).toBe(401);
  });
});
