// GET /api/profile/catches/export: the member's own catches as CSV, Excel and GPX, with the logbook's filters.
import ExcelJS from "exceljs";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ownCatchPages } from "@/lib/logbook-export/read";
import { positionColumns } from "@/lib/reports/positions";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { GET as exportRoute } from "@/app/api/profile/catches/export/route";

type Member = Awaited<ReturnType<typeof createUser>>;

beforeEach(resetDatabase);

const at = (latitude: number, longitude: number, precision: "friends" | "area" | "hidden") =>
  positionColumns({ latitude, longitude, position_precision: precision }, "create");

async function exportAs(member: Member | null, query: string) {
  const cookie = member ? await sessionCookie(member) : undefined;
  return call(exportRoute, { cookie, path: `/api/profile/catches/export?${query}` });
}

/** The owner's three catches (one with a formula for a name and a point west of Greenwich) and a stranger's one. */
async function logbook() {
  const owner = await createUser(db, { username: "agaren" });
  const stranger = await createUser(db, { username: "framling" });
  const thames = await createReport(db, {
    userId: owner.id,
    fish: '=HYPERLINK("http://evil.test")',
    weight: "9.40",
    length: "98",
    location: "Themsen; London",
    notes: 'Sa "tjena"\nrad två',
    fishingDate: new Date("2026-06-01T00:00:00Z"),
    ...at(51.5, -0.123456, "hidden"),
  });
  const perch = await createReport(db, {
    userId: owner.id,
    fish: "Abborre",
    weight: "0.35",
    length: "24.5",
    bait: "-mask",
    method: "@spinn",
    fishingDate: new Date("2026-05-01T00:00:00Z"),
    catchTime: new Date("1970-01-01T06:30:00Z"),
    released: true,
  });
  const gadda = await db.species.findUniqueOrThrow({ where: { slug: "gadda" }, select: { id: true } });
  const pike = await createReport(db, { userId: owner.id, fish: "Gädda", speciesId: gadda.id, weight: "6", fishingDate: new Date("2025-01-10T00:00:00Z"), ...at(59.33, 18.07, "area") });
  const salmon = await createReport(db, { userId: stranger.id, fish: "Lax", location: "Mörrumsån", fishingDate: new Date("2026-06-02T00:00:00Z"), ...at(56.2, 14.7, "friends") });
  return { owner, stranger, thames, perch, pike, salmon };
}

/** The answer's bytes as text, with its byte order mark kept (Response.text() drops it). */
async function csvText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

/** The CSV's records after the BOM, split on CRLF outside quotes, each split on ';' outside quotes. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ";") {
      record.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += ch;
  }
  expect(field).toBe("");
  return records;
}

describe("GET /api/profile/catches/export", () => {
  it("writes CSV as Excel in Sweden opens it: BOM, ';', decimal comma, ISO dates, quoted fields, no formulas", async () => {
    const { owner, thames, perch, pike } = await logbook();
    const res = await exportAs(owner, "format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const disposition = res.headers.get("content-disposition")!;
    expect(disposition).toMatch(/^attachment; filename="fiskeganget-fangster-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''fiskeg%C3%A4nget-f%C3%A5ngster-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await csvText(res);
    expect(text).toContain('"Sa ""tjena""\nrad två"');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(["Datum", "Art", "Vikt (kg)", "Längd (cm)", "Plats", "Latitud", "Longitud", "Bete", "Metod", "Anteckningar", "Återutsatt", "Länk"]);
    expect(rows).toEqual([
      ["2026-06-01", `'=HYPERLINK("http://evil.test")`, "9,40", "98,0", "Themsen; London", "51,500000", "-0,123456", "", "", 'Sa "tjena"\nrad två', "Nej", `http://localhost:3000/reports/${thames.id}`],
      ["2026-05-01 06:30", "Abborre", "0,35", "24,5", "Mälaren", "", "", "'-mask", "'@spinn", "", "Ja", `http://localhost:3000/reports/${perch.id}`],
      ["2025-01-10", "Gädda", "6,00", "72,0", "Mälaren", "59,330000", "18,070000", "", "", "", "Nej", `http://localhost:3000/reports/${pike.id}`],
    ]);
  });

  it("applies the logbook's filters and never includes another member's catches", async () => {
    const { owner, stranger, perch, pike } = await logbook();
    const byDate = parseCsv(await csvText(await exportAs(owner, "format=csv&from=2026-01-01&to=2026-05-31")));
    expect(byDate.slice(1).map((row) => row.at(-1))).toEqual([`http://localhost:3000/reports/${perch.id}`]);
    const bySpecies = parseCsv(await csvText(await exportAs(owner, "format=csv&species=g%C3%A4dda")));
    expect(bySpecies.slice(1).map((row) => row.at(-1))).toEqual([`http://localhost:3000/reports/${pike.id}`]);
    const released = parseCsv(await csvText(await exportAs(owner, "format=csv&released=1")));
    expect(released.slice(1).map((row) => row[1])).toEqual(["Abborre"]);

    const theirs = await csvText(await exportAs(stranger, "format=csv"));
    expect(parseCsv(theirs).slice(1).map((row) => row[1])).toEqual(["Lax"]);
    for (const format of ["csv", "gpx"]) {
      const mine = await (await exportAs(owner, `format=${format}`)).text();
      expect(mine).not.toContain("Lax");
      expect(mine).not.toContain("Mörrumsån");
      expect(mine).not.toContain("framling");
    }
  });

  it("gives an anonymous member their own catches in full, and no file names any member", async () => {
    const { owner, thames } = await logbook();
    await db.user.update({ where: { id: owner.id }, data: { isAnonymous: true } });
    for (const format of ["csv", "gpx"]) {
      const text = await (await exportAs(owner, `format=${format}`)).text();
      expect(text).toContain(`/reports/${thames.id}`);
      expect(text).not.toMatch(/agaren|framling|anonym#/);
    }
    expect(parseCsv(await csvText(await exportAs(owner, "format=csv"))).slice(1)).toHaveLength(3);
  });

  it("answers a visitor 401 and a bad format or filter 400 in the one error shape", async () => {
    const { owner } = await logbook();
    const visitor = await exportAs(null, "format=csv");
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: "UNAUTHORIZED" });
    for (const query of ["format=pdf", "", "format=csv&from=igår", "format=csv&weight_min=2&weight_max=1"]) {
      const res = await exportAs(owner, query);
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ code: "VALIDATION_ERROR" });
      expect(typeof body.error).toBe("string");
    }
    expect((await (await exportAs(owner, "format=pdf")).json()).fields).toEqual({ format: "Välj formatet csv, xlsx eller gpx" });
  });

  it("lets a member export twenty times in ten minutes, then answers 429 with a wait, and another member still exports", async () => {
    const { owner, stranger } = await logbook();
    for (let i = 0; i < 20; i += 1) expect((await exportAs(owner, "format=gpx")).status, `export ${i + 1}`).toBe(200);
    const refused = await exportAs(owner, "format=csv");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refused.json()).error).toMatch(/^Du har hämtat många exporter av dina fångster på kort tid\./);
    expect((await exportAs(stranger, "format=csv")).status).toBe(200);
  });

  it("writes an Excel workbook exceljs reads back, numbers as numbers and text neutralised", async () => {
    const { owner, thames } = await logbook();
    const res = await exportAs(owner, "format=xlsx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toContain('filename="fiskeganget-fangster-');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Fångster")!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(1).value).toBe("Datum");
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe("2026-06-01");
    expect(first.getCell(2).value).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(first.getCell(3).value).toBe(9.4);
    expect(first.getCell(6).value).toBe(51.5);
    expect(first.getCell(7).value).toBe(-0.123456);
    expect(first.getCell(12).value).toBe(`http://localhost:3000/reports/${thames.id}`);
    expect(sheet.getRow(3).getCell(8).value).toBe("'-mask");
    expect(sheet.getRow(3).getCell(6).value).toBeNull();
  });

  it("writes GPX 1.1 with one waypoint per catch that has a position, at the owner's exact point", async () => {
    const { owner, thames, pike } = await logbook();
    const res = await exportAs(owner, "format=gpx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gpx+xml; charset=utf-8");
    const text = await res.text();
    expect(XMLValidator.validate(text)).toBe(true);
    const gpx = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => name === "wpt" }).parse(text).gpx;
    expect(gpx.version).toBe("1.1");
    expect(gpx.xmlns).toBe("http://www.topografix.com/GPX/1/1");
    expect(gpx.wpt).toHaveLength(2);
    const [first, second] = gpx.wpt;
    // The owner's own points, exactly, even kept hidden or as an area from everyone else.
    expect([Number(first.lat), Number(first.lon)]).toEqual([51.5, -0.123456]);
    expect([Number(second.lat), Number(second.lon)]).toEqual([59.33, 18.07]);
    expect(first.name).toBe('=HYPERLINK("http://evil.test") 9,40 kg');
    expect(first.time).toBe("2026-06-01T10:00:00Z");
    expect(first.desc).toContain("Themsen; London");
    expect(first.link.href).toBe(`http://localhost:3000/reports/${thames.id}`);
    expect(second.link.href).toBe(`http://localhost:3000/reports/${pike.id}`);
    expect(second.time).toBe("2025-01-10T11:00:00Z");
  });

  it("reads 1,200 catches in pages of 500 and writes them all", async () => {
    const owner = await createUser(db, { username: "flitig" });
    // Many catches share a day, so the pages' markers must go by id within one.
    await db.$executeRaw`
      INSERT INTO reports (user_id, fish, weight, length, location, fishing_date)
      SELECT ${owner.id}, 'Abborre ' || n, 0.5 + (n % 10) / 10.0, 20 + n % 15, 'Sjö ' || n, DATE '2026-01-01' + (n / 7)
      FROM generate_series(1, 1200) AS n`;
    const sizes: number[] = [];
    for await (const page of ownCatchPages({ ownerId: owner.id, filter: {} })) sizes.push(page.length);
    expect(sizes).toEqual([500, 500, 200]);

    const rows = parseCsv(await csvText(await exportAs(owner, "format=csv"))).slice(1);
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((row) => row[1])).size).toBe(1200);
    const dates = rows.map((row) => row[0]!);
    expect(dates).toEqual([...dates].sort().reverse());

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await (await exportAs(owner, "format=xlsx")).arrayBuffer()) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet("Fångster")!.rowCount).toBe(1201);
  }, 30_000);
});
