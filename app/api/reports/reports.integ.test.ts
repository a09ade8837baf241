import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { uploadFolder } from "@/test/uploads/folder";
import { call, sessionCookie } from "@/test/http";
import { jpegWithGps, png, pngHeaderClaiming } from "@/test/images";
import { createReport, createUser } from "@/prisma/factories";
import { GET as listRoute, POST as createRoute } from "@/app/api/reports/route";
import { DELETE as deleteRoute } from "@/app/api/reports/[id]/route";
import { GET as userReportsRoute } from "@/app/api/reports/user/[id]/route";
import { createReport as createReportAs } from "@/lib/reports/mutations";
import { listReports as listReportsAs } from "@/lib/reports/queries";
import { reportFormSchema } from "@/lib/reports/schemas";
import type { ReportJson, ReportPage } from "@/lib/reports/types";

const uploadDir = vi.hoisted(() => (process.env.UPLOAD_DIR = `${process.env.TMPDIR ?? "/tmp"}/fg-report-uploads-${process.pid}-${Date.now()}`));
const uploads = uploadFolder(uploadDir);
const storedImages = uploads.stored;
const reportImages = uploads.kindDir;

beforeEach(async () => {
  await resetDatabase();
  await uploads.empty();
});
afterAll(() => uploads.empty());

type Member = Awaited<ReturnType<typeof createUser>>;
const cookieOf = (member: Member) => sessionCookie(member);

function reportForm(fields: Record<string, string> = {}, image?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  const values = { fish: "Gädda", weight: "3,4", length: "72", location: "Mälaren", date: "2026-06-01", ...fields };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  if (image) form.set("image", new File([Buffer.from(image.bytes)], image.name, { type: image.type }));
  return form;
}

async function post(member: Member | null, form: FormData, headers?: Record<string, string>) {
  return call(createRoute, { body: form, cookie: member ? await cookieOf(member) : undefined, headers, path: "/api/reports" });
}

async function list(viewer: Member | null, query: string): Promise<{ status: number; page: ReportPage; text: string }> {
  const res = await call(listRoute, { cookie: viewer ? await cookieOf(viewer) : undefined, path: `/api/reports?${query}` });
  const text = await res.text();
  return { status: res.status, page: JSON.parse(text) as ReportPage, text };
}

/** Every page of a sort order, following nextCursor. */
async function allPages(viewer: Member | null, sort: string, limit: number): Promise<ReportJson[]> {
  const seen: ReportJson[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const { status, page } = await list(viewer, `sort=${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(status).toBe(200);
    expect(page.reports.length).toBeLessThanOrEqual(limit);
    seen.push(...page.reports);
    cursor = page.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error("pagination did not end");
}

describe("POST /api/reports", () => {
  it("creates a report for the session's member, whatever user_id says, and answers 201 with it", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const other = await createUser(db, { username: "Annan" });
    const res = await post(
      kalle,
      reportForm({ user_id: String(other.id), weight: "3,4", length: "72", bait: "  Wobbler  ", method: "", notes: "Rad 1\r\nRad 2" }),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as ReportJson;
    expect(body).toEqual({
      id: expect.any(Number),
      user_id: kalle.id,
      username: "Kalle",
      fish: "Gädda",
      weight: "3.40",
      length: "72.0",
      location: "Mälaren",
      bait: "Wobbler",
      method: null,
      notes: "Rad 1\nRad 2",
      image: null,
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      created_at: body.time,
      fishing_date: "2026-06-01",
      is_anonymous: false,
      like_count: 0,
      comment_count: 0,
      can_delete: true,
      // Additions to SPEC §3: the number of comments, the catalogue's species the text names, the release flag,
      // the big-fish mark, the position.
      species: { slug: "gadda", name: "Gädda", latin: "Esox lucius" },
      released: false,
      is_big_fish: false,
      is_personal_best: true, // the member's first gädda
      position: null, // none was given
    });
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(60_000);
    const stored = await db.report.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored.userId).toBe(kalle.id);
    expect(stored.fisherName).toBe("Kalle");
  });

  it("answers a visitor with 401 and stores nothing", async () => {
    const res = await post(null, reportForm());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Du måste vara inloggad", code: "UNAUTHORIZED" });
    expect(await db.report.count()).toBe(0);
  });

  it("defaults the date to today in Sweden", async () => {
    const kalle = await createUser(db);
    const res = await post(kalle, reportForm({ date: "" }));
    expect(res.status).toBe(201);
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
    expect((await res.json()).fishing_date).toBe(today);
  });

  it.each([
    ["a blank fish", { fish: "  " }, "fish", "Ange fiskart"],
    ["fish of 61 characters", { fish: "x".repeat(61) }, "fish", "Fiskarten får vara högst 60 tecken"],
    ["a blank weight", { weight: "" }, "weight", "Ange vikt"],
    ["weight tung", { weight: "tung" }, "weight", "Vikten måste vara ett tal, t.ex. 3,4"],
    ["weight 0", { weight: "0" }, "weight", "Vikten måste vara större än 0"],
    ["weight -2", { weight: "-2" }, "weight", "Vikten måste vara större än 0"],
    ["weight 1000", { weight: "1000" }, "weight", "Vikten får vara högst 999,9 kg"],
    ["weight 3.45", { weight: "3.45" }, "weight", "Ange vikten med högst en decimal"],
    ["a blank length", { length: "" }, "length", "Ange längd"],
    ["length 1000", { length: "1000" }, "length", "Längden får vara högst 999 cm"],
    ["length 0", { length: "0" }, "length", "Längden måste vara större än 0"],
    ["a blank location", { location: "" }, "location", "Ange plats"],
    ["location of 101 characters", { location: "x".repeat(101) }, "location", "Platsen får vara högst 100 tecken"],
    ["date 2026-02-30", { date: "2026-02-30" }, "date", "Ange ett giltigt datum (ÅÅÅÅ-MM-DD)"],
    ["date 1899-12-31", { date: "1899-12-31" }, "date", "Datumet kan inte vara före år 1900"],
    ["date 2999-01-01", { date: "2999-01-01" }, "date", "Datumet kan inte vara i framtiden"],
    ["bait of 101 characters", { bait: "x".repeat(101) }, "bait", "Betet får vara högst 100 tecken"],
    ["method of 101 characters", { method: "x".repeat(101) }, "method", "Metoden får vara högst 100 tecken"],
    ["notes of 2001 characters", { notes: "x".repeat(2001) }, "notes", "Anteckningarna får vara högst 2000 tecken"],
  ])("refuses %s with a Swedish message", async (_label, fields, field, message) => {
    const kalle = await createUser(db);
    const res = await post(kalle, reportForm(fields));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", fields: { [field]: message } });
    expect(await db.report.count()).toBe(0);
  });

  it("keeps weights and lengths exactly (no float rounding) and accepts the largest values", async () => {
    const kalle = await createUser(db);
    const res = await post(kalle, reportForm({ weight: "999.9", length: "999", fish: "Mal" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ weight: "999.90", length: "999.0" });
  });

  it("answers a body that is not a form with 415, and a broken multipart body with 400", async () => {
    const kalle = await createUser(db);
    const json = await call(createRoute, { body: { fish: "Gädda" }, cookie: await cookieOf(kalle) });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", error: "Förfrågan måste skickas som ett formulär" });
    const broken = await call(createRoute, {
      body: "--xyz\r\nContent-Disposition: form-data; name=\"fish\"\r\n\r\nGädda",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      cookie: await cookieOf(kalle),
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: "INVALID_FORM", error: "Formuläret kunde inte läsas" });
  });

  it("refuses a cross-site post", async () => {
    const kalle = await createUser(db);
    const res = await post(kalle, reportForm(), { origin: "https://elak.example" });
    expect(res.status).toBe(403);
    expect(await db.report.count()).toBe(0);
  });
});

describe("POST /api/reports with a photo", () => {
  it("stores the photo upright, re-encoded, without EXIF, GPS or any other metadata", async () => {
    const kalle = await createUser(db);
    const original = await jpegWithGps(64, 48);
    const before = await sharp(original).metadata();
    // The original carries the camera, a GPS IFD (tag 0x8825, little-endian) and "turn 90°".
    expect(before.exif?.includes(Buffer.from("Fiskekamera"))).toBe(true);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await post(kalle, reportForm({}, { bytes: original, name: "IMG_0001.JPG", type: "image/jpeg" }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as ReportJson;
    expect(body.image).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(await storedImages()).toEqual([body.image]);

    const stored = await sharp(path.join(reportImages, body.image!)).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Orientation 6 means "turn 90°": the stored picture is 48 wide and 64 high.
    expect([stored.width, stored.height]).toEqual([48, 64]);
  });

  it("shrinks a large picture to fit inside 1920 × 1920 and never enlarges a small one", async () => {
    const kalle = await createUser(db);
    const wide = await post(kalle, reportForm({}, { bytes: await png(3000, 1000), name: "bred.png", type: "image/png" }));
    expect(wide.status).toBe(201);
    const wideMeta = await sharp(path.join(reportImages, (await wide.json()).image)).metadata();
    expect([wideMeta.width, wideMeta.height]).toEqual([1920, 640]);

    const small = await post(kalle, reportForm({}, { bytes: await png(300, 200), name: "liten.png", type: "image/png" }));
    const smallMeta = await sharp(path.join(reportImages, (await small.json()).image)).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([300, 200]);
  });

  it.each([
    ["a text file named .jpg", Buffer.from("Det här är ingen bild, bara text."), "fisk.jpg", "image/jpeg"],
    ["an SVG named .png", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "fisk.png", "image/png"],
    ["a PDF", Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n"), "fisk.pdf", "application/pdf"],
    ["a TIFF", Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]), "fisk.tif", "image/tiff"],
  ])("refuses %s with 415 'Bildformat stöds inte.' and stores nothing", async (_label, bytes, name, type) => {
    const kalle = await createUser(db);
    const res = await post(kalle, reportForm({}, { bytes, name, type }));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: "Bildformat stöds inte.",
      code: "UNSUPPORTED_MEDIA_TYPE",
      fields: { image: "Bildformat stöds inte." },
    });
    expect(await db.report.count()).toBe(0);
    expect(await storedImages()).toEqual([]);
  });

  it("refuses a broken JPEG with 415 and a Swedish message", async () => {
    const kalle = await createUser(db);
    const truncated = (await jpegWithGps(400, 300)).subarray(0, 600);
    const res = await post(kalle, reportForm({}, { bytes: truncated, name: "trasig.jpg", type: "image/jpeg" }));
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe("Bilden kunde inte läsas. Prova en annan bild.");
    expect(await db.report.count()).toBe(0);
  });

  it("refuses a picture above 10 MB with 413", async () => {
    const kalle = await createUser(db);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await post(kalle, reportForm({}, { bytes: big, name: "stor.jpg", type: "image/jpeg" }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", error: "Bilden är för stor (max 10 MB)" });
    expect(await db.report.count()).toBe(0);
  });

  it("refuses a declared Content-Length above the limit before reading the body", async () => {
    const kalle = await createUser(db);
    const res = await post(kalle, reportForm(), { "content-length": String(50 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await db.report.count()).toBe(0);
  });

  it("refuses a pixel bomb (small file, 100 megapixels) with 413 before decoding it", async () => {
    const kalle = await createUser(db);
    const bomb = pngHeaderClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200);
    const res = await post(kalle, reportForm({}, { bytes: bomb, name: "bomb.png", type: "image/png" }));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe("Bilden har för många pixlar (max 40 megapixlar)");
    expect(await db.report.count()).toBe(0);
  });

  it("removes the stored photo again when the database refuses the report", async () => {
    const ghost = await createUser(db);
    await db.user.delete({ where: { id: ghost.id } });
    const input = reportFormSchema.parse({ fish: "Gädda", weight: "2", length: "60", location: "Vättern" });
    await expect(
      createReportAs({ actor: { id: ghost.id, username: ghost.username, isAdmin: false }, input, image: await jpegWithGps() }),
    ).rejects.toMatchObject({ status: 401 });
    expect(await storedImages()).toEqual([]);
    expect(await db.report.count()).toBe(0);
  });

  it("treats an empty file part as no photo", async () => {
    const kalle = await createUser(db);
    const res = await post(kalle, reportForm({}, { bytes: new Uint8Array(0), name: "", type: "application/octet-stream" }));
    expect(res.status).toBe(201);
    expect((await res.json()).image).toBeNull();
  });
});

describe("POST /api/reports notifications", () => {
  it("tells accepted friends only, with the display name, the fish and the weight", async () => {
    const poster = await createUser(db, { username: "Postaren" });
    const friendA = await createUser(db);
    const friendB = await createUser(db);
    const pending = await createUser(db);
    const stranger = await createUser(db);
    await db.friendship.createMany({
      data: [
        { requesterId: poster.id, addresseeId: friendA.id, status: "ACCEPTED" },
        { requesterId: friendB.id, addresseeId: poster.id, status: "ACCEPTED" },
        { requesterId: poster.id, addresseeId: pending.id, status: "PENDING" },
      ],
    });
    const res = await post(poster, reportForm({ fish: "Gädda", weight: "3.4" }));
    const report = (await res.json()) as ReportJson;
    const notes = await db.notification.findMany({ orderBy: { userId: "asc" } });
    expect(notes.map((n) => n.userId).sort()).toEqual([friendA.id, friendB.id].sort());
    for (const note of notes) {
      expect(note).toMatchObject({
        type: "new_report",
        fromUserId: poster.id,
        relatedId: report.id,
        isRead: false,
        message: "Postaren har lagt upp en ny fångst: Gädda 3.4 kg",
      });
    }
    expect(notes.some((n) => n.userId === stranger.id || n.userId === pending.id)).toBe(false);
  });

  it("names an anonymous poster by the anonymous display name", async () => {
    const hidden = await createUser(db, { username: "Hemlige", isAnonymous: true });
    const friend = await createUser(db);
    await db.friendship.create({ data: { requesterId: hidden.id, addresseeId: friend.id, status: "ACCEPTED" } });
    await post(hidden, reportForm({ fish: "Öring", weight: "12" }));
    const note = await db.notification.findFirstOrThrow({ where: { userId: friend.id } });
    expect(note.message).toBe(`anonym#${String(hidden.id).padStart(3, "0")} har lagt upp en ny fångst: Öring 12 kg`);
  });
});

describe("GET /api/reports", () => {
  it("lets shared caches keep a visitor's page for a second, and keeps a member's private", async () => {
    const member = await createUser(db, { username: "cachefiskare" });
    await createReport(db, { userId: member.id });
    const asVisitor = await call(listRoute, { path: "/api/reports?sort=date" });
    expect(asVisitor.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=1");
    expect(asVisitor.headers.get("vary")).toContain("Cookie");
    const asMember = await call(listRoute, { cookie: await cookieOf(member), path: "/api/reports?sort=date" });
    expect(asMember.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers an empty first page", async () => {
    const { status, page } = await list(null, "");
    expect(status).toBe(200);
    expect(page).toEqual({ reports: [], nextCursor: null, total: 0 });
  });

  it("sorts fish, fishers and places A–Ö with Å, Ä and Ö after Z", async () => {
    const names = ["Östen", "Zorro", "Åsa", "Abbe", "Ärla", "Gösta"];
    let day = 1;
    for (const name of names) {
      const member = await createUser(db, { username: name });
      await createReport(db, { userId: member.id, fish: `${name}fisk`, location: `${name}sjön`, fishingDate: new Date(`2026-05-0${day++}`) });
    }
    const fishes = (await list(null, "sort=fish")).page.reports.map((r) => r.fish);
    expect(fishes).toEqual(["Abbefisk", "Göstafisk", "Zorrofisk", "Åsafisk", "Ärlafisk", "Östenfisk"]);
    const fishers = (await list(null, "sort=fisher")).page.reports.map((r) => r.username);
    expect(fishers).toEqual(["Abbe", "Gösta", "Zorro", "Åsa", "Ärla", "Östen"]);
    const places = (await list(null, "sort=location")).page.reports.map((r) => r.location);
    expect(places).toEqual(["Abbesjön", "Göstasjön", "Zorrosjön", "Åsasjön", "Ärlasjön", "Östensjön"]);
    const dates = (await list(null, "sort=date")).page.reports.map((r) => r.fishing_date);
    expect(dates).toEqual(["2026-05-06", "2026-05-05", "2026-05-04", "2026-05-03", "2026-05-02", "2026-05-01"]);
  });

  it.each([["date"], ["fish"], ["fisher"], ["location"]])(
    "pages through every report sorted by %s with no duplicates or gaps, in the database's order",
    async (sort) => {
      const members = await Promise.all(["Ör", "Al", "Åm", "Bo"].map((username) => createUser(db, { username })));
      const fishes = ["Ål", "Abborre", "Öring", "Zander", "Gädda"];
      const places = ["Åre", "Arvika", "Örebro", "Ängelholm"];
      for (let i = 0; i < 23; i++) {
        await createReport(db, {
          userId: members[i % members.length]!.id,
          fish: fishes[i % fishes.length],
          location: places[i % places.length],
          fishingDate: new Date(`2026-04-${String(1 + (i % 3)).padStart(2, "0")}`),
        });
      }
      const pages = await allPages(null, sort, 4);
      const ids = pages.map((r) => r.id);
      expect(new Set(ids).size).toBe(23);
      const orderBy = {
        date: "fishing_date DESC, id DESC",
        fish: "fish, id",
        fisher: "fisher_name, id",
        location: "location, id",
      }[sort]!;
      const expected = await db.$queryRawUnsafe<{ id: number }[]>(`SELECT id FROM reports ORDER BY ${orderBy}`);
      expect(ids).toEqual(expected.map((r) => r.id));
      const { page } = await list(null, `sort=${sort}&limit=4`);
      expect(page.total).toBe(23);
    },
  );

  it("uses 20 per page by default and refuses limits above 50", async () => {
    const member = await createUser(db);
    for (let i = 0; i < 21; i++) await createReport(db, { userId: member.id });
    const first = await list(null, "");
    expect(first.page.reports).toHaveLength(20);
    expect(first.page.nextCursor).toEqual(expect.any(String));
    const second = await list(null, `cursor=${first.page.nextCursor}`);
    expect(second.page.reports).toHaveLength(1);
    expect(second.page.nextCursor).toBeNull();

    for (const query of ["limit=51", "limit=0", "limit=tjugo", "limit=2.5"]) {
      const { status, page } = await list(null, query);
      expect(status).toBe(400);
      expect(page).toMatchObject({ code: "VALIDATION_ERROR", fields: { limit: "Ange ett antal mellan 1 och 50" } });
    }
    expect(await list(null, "sort=vikt")).toMatchObject({ status: 400, page: { fields: { sort: "Ogiltig sortering" } } });
  });

  it.each([
    ["garbage", "inte-en-markör!"],
    ["valid base64 but not JSON", Buffer.from("hej").toString("base64url")],
    ["a marker for another sort order", Buffer.from(JSON.stringify({ s: "fish", k: "Gädda", i: 1 })).toString("base64url")],
    ["a date marker with a bad date", Buffer.from(JSON.stringify({ s: "date", k: "2026-13-01", i: 1 })).toString("base64url")],
    ["an injection attempt", Buffer.from(JSON.stringify({ s: "date", k: "2026-01-01'); DROP TABLE reports;--", i: 1 })).toString("base64url")],
  ])("answers %s as cursor with 400", async (_label, cursor) => {
    const member = await createUser(db);
    await createReport(db, { userId: member.id });
    const { status, page } = await list(null, `sort=date&cursor=${encodeURIComponent(cursor)}`);
    expect(status).toBe(400);
    expect(page).toMatchObject({ code: "INVALID_CURSOR", error: "Ogiltig sidmarkör. Ladda om listan." });
    expect(await db.report.count()).toBe(1);
  });

  it("marks which reports the viewer may delete", async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    await createReport(db, { userId: owner.id });
    expect((await list(owner, "")).page.reports[0]!.can_delete).toBe(true);
    expect((await list(other, "")).page.reports[0]!.can_delete).toBe(false);
    expect((await list(null, "")).page.reports[0]!.can_delete).toBe(false);
    expect((await list(admin, "")).page.reports[0]!.can_delete).toBe(true);
  });
});

describe("anonymous members", () => {
  async function setUp() {
    // "Aalborgaren" would sort first by username; shown as anonym#00N it must sort among the a-names after "Abbe".
    const hidden = await createUser(db, { username: "Aalborgaren", firstname: "Hemlig", lastname: "Person", isAnonymous: true });
    const abbe = await createUser(db, { username: "Abbe" });
    const bertil = await createUser(db, { username: "Bertil" });
    const admin = await createUser(db, { username: "Admin", isAdmin: true });
    await createReport(db, { userId: hidden.id, fish: "Gös" });
    await createReport(db, { userId: abbe.id, fish: "Mört" });
    await createReport(db, { userId: bertil.id, fish: "Id" });
    return { hidden, abbe, bertil, admin, shown: `anonym#${String(hidden.id).padStart(3, "0")}` };
  }

  it("shows others 'anonym#00N', no user_id and nothing of the username, in every sort order", async () => {
    const { hidden, bertil, shown } = await setUp();
    for (const viewer of [null, bertil]) {
      for (const sort of ["date", "fish", "fisher", "location"]) {
        const { page, text } = await list(viewer, `sort=${sort}&limit=1`);
        const all = await allPages(viewer, sort, 1);
        const mine = all.find((r) => r.fish === "Gös")!;
        expect(mine).toMatchObject({ user_id: null, username: shown, is_anonymous: true, can_delete: false });
        for (const body of [text, JSON.stringify(all), Buffer.from(page.nextCursor ?? "", "base64url").toString()]) {
          expect(body).not.toContain("Aalborgaren");
          expect(body).not.toContain("Hemlig");
          expect(body).not.toMatch(new RegExp(`"user_id":${hidden.id}\\b`));
        }
      }
    }
  });

  it("sorts 'fisher A–Ö' by the display name, not the hidden username", async () => {
    const { shown } = await setUp();
    const fishers = (await list(null, "sort=fisher")).page.reports.map((r) => r.username);
    expect(fishers).toEqual(["Abbe", shown, "Bertil"]);
  });

  it("follows a switch of anonymity at once, in the name and in the fisher order", async () => {
    const { hidden, shown } = await setUp();
    await db.user.update({ where: { id: hidden.id }, data: { isAnonymous: false } });
    expect((await list(null, "sort=fisher")).page.reports.map((r) => r.username)).toEqual(["Aalborgaren", "Abbe", "Bertil"]);
    await db.user.update({ where: { id: hidden.id }, data: { isAnonymous: true } });
    expect((await list(null, "sort=fisher")).page.reports.map((r) => r.username)).toEqual(["Abbe", shown, "Bertil"]);
  });

  it("answers a member from the shared page exactly as the database would", async () => {
    const { hidden, abbe, bertil } = await setUp();
    await createReport(db, { userId: abbe.id, fish: "Abborre" });
    for (const viewer of [hidden, abbe, bertil]) {
      const actor = { id: viewer.id, username: viewer.username, isAdmin: false };
      for (const sort of ["date", "fish", "fisher", "location"] as const) {
        const fromDatabase = await listReportsAs({ viewer: actor, sort, cursor: undefined, limit: 20 });
        expect((await list(viewer, `sort=${sort}`)).page).toEqual(fromDatabase);
      }
    }
  });

  it("shows the member themself and admins the real name and id", async () => {
    const { hidden, admin } = await setUp();
    for (const viewer of [hidden, admin]) {
      const mine = (await list(viewer, "sort=fish")).page.reports.find((r) => r.fish === "Gös")!;
      expect(mine).toMatchObject({ user_id: hidden.id, username: "Aalborgaren", is_anonymous: true, can_delete: true });
    }
  });
});

describe("GET /api/reports/user/{id}", () => {
  async function userReports(viewer: Member | null, id: string) {
    return call(userReportsRoute, { cookie: viewer ? await cookieOf(viewer) : undefined, params: { id } });
  }

  it("lists a member's reports, newest catch first", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const other = await createUser(db);
    await createReport(db, { userId: kalle.id, fish: "Äldre", fishingDate: new Date("2026-01-01") });
    await createReport(db, { userId: kalle.id, fish: "Nyare", fishingDate: new Date("2026-03-01") });
    await createReport(db, { userId: other.id, fish: "Någon annans" });
    const res = await userReports(null, String(kalle.id));
    expect(res.status).toBe(200);
    const { reports } = (await res.json()) as { reports: ReportJson[] };
    expect(reports.map((r) => r.fish)).toEqual(["Nyare", "Äldre"]);
    expect(reports.every((r) => r.user_id === kalle.id && r.username === "Kalle")).toBe(true);
  });

  it("answers an unknown or malformed id with 404", async () => {
    expect((await userReports(null, "999")).status).toBe(404);
    expect((await userReports(null, "abc")).status).toBe(404);
  });

  it("does not tie an anonymous member to their reports for others: an empty list, as for a member without reports", async () => {
    const hidden = await createUser(db, { username: "Hemlige", isAnonymous: true });
    const other = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    await createReport(db, { userId: hidden.id });
    for (const viewer of [null, other]) {
      const res = await userReports(viewer, String(hidden.id));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ reports: [] });
    }
    for (const viewer of [hidden, admin]) {
      const { reports } = (await (await userReports(viewer, String(hidden.id))).json()) as { reports: ReportJson[] };
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({ user_id: hidden.id, username: "Hemlige" });
    }
  });
});

describe("DELETE /api/reports/{id}", () => {
  async function remove(actor: Member | null, id: number | string) {
    return call(deleteRoute, { method: "DELETE", cookie: actor ? await cookieOf(actor) : undefined, params: { id: String(id) } });
  }

  it("lets the owner delete their report, removes its photo and updates the list and total", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const created = (await (await post(kalle, reportForm({}, { bytes: await png(80, 60), name: "a.png", type: "image/png" }))).json()) as ReportJson;
    expect(await storedImages()).toHaveLength(1);
    const res = await remove(kalle, created.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "Rapporten är borttagen",
      deletedReport: { id: created.id, fish: "Gädda", username: "Kalle" },
    });
    expect(await db.report.count()).toBe(0);
    expect(await storedImages()).toEqual([]);
    expect((await list(null, "")).page).toEqual({ reports: [], nextCursor: null, total: 0 });
  });

  it("answers another member with 403 and keeps the report", async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const report = await createReport(db, { userId: owner.id });
    const res = await remove(other, report.id);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Du kan bara ta bort dina egna rapporter", code: "FORBIDDEN" });
    expect(await db.report.count()).toBe(1);
  });

  it("lets an admin delete anyone's report and logs it", async () => {
    const owner = await createUser(db, { username: "Ägaren" });
    const admin = await createUser(db, { username: "Moderator", isAdmin: true });
    const report = await createReport(db, { userId: owner.id, fish: "Sik" });
    const res = await remove(admin, report.id);
    expect(res.status).toBe(200);
    expect(await db.report.count()).toBe(0);
    const log = await db.adminLog.findFirstOrThrow();
    expect(log).toMatchObject({ adminId: admin.id, username: "Moderator", action: "delete_report" });
    expect(log.details).toBe(`Rapport #${report.id} (Sik) av Ägaren`);
  });

  it("answers a visitor with 401, a missing report with 404 and a malformed id with 404", async () => {
    const owner = await createUser(db);
    const report = await createReport(db, { userId: owner.id });
    expect((await remove(null, report.id)).status).toBe(401);
    expect((await remove(owner, 999_999)).status).toBe(404);
    expect((await remove(owner, "1;DROP")).status).toBe(404);
    expect(await db.report.count()).toBe(1);
  });
});
