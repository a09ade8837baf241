// Every hostile file to every upload path: refused with a 4xx in the one error shape and nothing left in storage,
// or stored re-encoded as a clean WebP (no metadata, no marker, within the size limits) and served as an image
// with nosniff. The expected outcome of each file on each path is pinned below. The suite runs once per storage
// backend (hostile-uploads.integ.test.ts on the disk, hostile-uploads-s3.integ.test.ts in a bucket).
import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadNewsImage } from "@/app/api/news/upload-image/route";
import { PUT as updateProfile } from "@/app/api/profile/[id]/route";
import { POST as createReport } from "@/app/api/reports/route";
import { GET as serveUpload } from "@/app/uploads/[kind]/[file]/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { UploadKind } from "@/lib/storage";
import { createUser } from "@/prisma/factories";
import { resetDatabase } from "@/test/db";
import { problemWith } from "@/test/error-shape";
import { call, sessionCookie } from "@/test/http";
import type { UploadBackend } from "@/test/upload-backends";
import { hostileCorpus, MARKER, type HostileFile } from "@/test/uploads/corpus";

/** "stored": saved re-encoded; "none": accepted as "no image" (an empty file part); a number: refused with it. */
type Outcome = "stored" | "none" | 400 | 413 | 415;
type UploadPath = {
  kind: UploadKind;
  label: string;
  /** the longest side a stored image may have */
  maxSide: number;
  send: (file: HostileFile) => Promise<Response>;
  storedName: (json: Record<string, unknown>) => string | null;
};

const S = "stored";
/** file → [POST /api/reports, PUT /api/profile/{id}, POST /api/news/upload-image] */
const EXPECTED: Record<string, [Outcome, Outcome, Outcome]> = {
  "bild.png": [S, S, S],
  "gps.jpg": [S, S, S],
  "icc-xmp.jpg": [S, S, S],
  // The profile image is JPG, PNG or GIF only (SPEC §5).
  "meta.webp": [S, 415, S],
  "text.png": [S, S, S],
  "polyglot.jpg": [S, S, S],
  "polyglot.gif": [S, S, S],
  "comment.gif": [S, S, S],
  "archive.png": [S, S, S],
  "script.svg": [415, 415, 415],
  "script.jpg": [415, 415, 415],
  "page.png": [415, 415, 415],
  "bomb.png": [413, 413, 413],
  "bomb.jpg": [413, 413, 413],
  // libvips sizes a GIF by its frames, not the screen it claims: this one is 16×12.
  "bomb.gif": [S, S, S],
  "inflate.png": [413, 413, 413],
  "huge.png": [S, S, S],
  "cut.jpg": [415, 415, 415],
  "cut.png": [415, 415, 415],
  // An empty file part is a form sent without a photo; an article image is required.
  "empty.jpg": ["none", "none", 400],
  "one.jpg": [415, 415, 415],
  "bild.tiff": [415, 415, 415],
  "bild.bmp": [415, 415, 415],
  "favicon.ico": [415, 415, 415],
  "IMG_0042.HEIC": [415, 415, 415],
  "bild.avif": [415, 415, 415],
  "anim.gif": [S, S, S],
  "cmyk.jpg": [S, S, S],
  "deep.png": [S, S, S],
  "doc.pdf": [415, 415, 415],
  "setup.jpg": [415, 415, 415],
  "fel.gif": [S, S, S],
  "bild.exe": [S, S, S],
  "sida.html": [S, S, S],
  "stor-profil.png": [S, 413, S],
  "stor-rapport.png": [413, 413, S],
  "stor-nyhet.png": [413, 413, 413],
};

const corpus = await hostileCorpus();
let cookies: { member: string; owner: string; admin: string };
let ownerId: number;

function form(field: string, file: HostileFile, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  data.set(field, new File([new Uint8Array(file.bytes)], file.fileName, { type: file.type }));
  return data;
}

const PATHS: UploadPath[] = [
  {
    kind: "reports",
    label: "POST /api/reports",
    maxSide: 1920,
    send: (file) =>
      call(createReport, {
        method: "POST",
        cookie: cookies.member,
        body: form("image", file, { fish: "Abborre", weight: "0.8", length: "31", location: "Vättern", date: "2026-06-01" }),
      }),
    storedName: (json) => (json.image as string | null) ?? null,
  },
  {
    kind: "profiles",
    label: "PUT /api/profile/{id}",
    maxSide: 800,
    send: (file) =>
      call(updateProfile, { method: "PUT", cookie: cookies.owner, params: { id: String(ownerId) }, body: form("profile_image", file) }),
    storedName: (json) => ((json.profile as { profile_image: string | null }).profile_image ?? null),
  },
  {
    kind: "news",
    label: "POST /api/news/upload-image",
    maxSide: 1920,
    send: (file) => call(uploadNewsImage, { method: "POST", cookie: cookies.admin, body: form("image", file) }),
    storedName: (json) => String(json.imageUrl).split("/").pop() ?? null,
  },
];

/** WebP chunks that carry pixels; anything else (EXIF, XMP, ICCP, animation) would be something we kept. */
const PIXEL_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X", "ALPH"]);

function webpChunks(bytes: Buffer): string[] {
  expect(bytes.toString("latin1", 0, 4)).toBe("RIFF");
  expect(bytes.toString("latin1", 8, 12)).toBe("WEBP");
  expect(bytes.readUInt32LE(4) + 8, "bytes after the RIFF container").toBe(bytes.length);
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    const type = bytes.toString("latin1", at, at + 4);
    chunks.push(type);
    if (type === "VP8X") expect(bytes[at + 8]! & 0b0011_1110, "VP8X announces ICC, alpha-less metadata or animation").toBe(bytes[at + 8]! & 0b0001_0000);
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

async function expectStoredClean(backend: UploadBackend, upload: UploadPath, fileName: string): Promise<void> {
  const res = await serveUpload(new Request(`http://localhost:3000/uploads/${upload.kind}/${fileName}`), {
    params: Promise.resolve({ kind: upload.kind, file: fileName }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/webp");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  const served = Buffer.from(await res.arrayBuffer());
  expect(served.equals((await backend.read(upload.kind, fileName))!)).toBe(true);
  expect(await backend.storedContentType(upload.kind, fileName)).toBe(backend.name === "s3" ? "image/webp" : null);

  const meta = await sharp(served).metadata();
  expect(meta.format).toBe("webp");
  expect(meta.exif, "EXIF (camera, GPS) survived").toBeUndefined();
  expect(meta.icc, "ICC profile survived").toBeUndefined();
  expect(meta.xmp, "XMP survived").toBeUndefined();
  expect(meta.iptc, "IPTC survived").toBeUndefined();
  expect(meta.pages ?? 1).toBe(1);
  expect(Math.max(meta.width ?? Infinity, meta.height ?? Infinity)).toBeLessThanOrEqual(upload.maxSide);
  expect(webpChunks(served).filter((chunk) => !PIXEL_CHUNKS.has(chunk))).toEqual([]);
  await sharp(served, { failOn: "warning" }).raw().toBuffer();

  const text = served.toString("latin1");
  expect(text).not.toContain(MARKER);
  expect(text.toLowerCase()).not.toMatch(/<script|<svg|<html|%pdf|pk\u0003\u0004/);
}

/** Registers the suite against the backend the calling file configured (see useUploadBackend). */
export function hostileUploadSuite(backend: UploadBackend): void {
  const results = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    await resetDatabase();
    const member = await createUser(db, { username: "Uppladdaren" });
    const owner = await createUser(db, { username: "Profilen" });
    const admin = await createUser(db, { username: "Redaktoren", isAdmin: true });
    ownerId = owner.id;
    cookies = { member: await sessionCookie(member), owner: await sessionCookie(owner), admin: await sessionCookie(admin) };
  });

  afterAll(async () => {
    await backend.stop();
    const header = `${"file".padEnd(62)}${PATHS.map((p) => p.label.padEnd(30)).join("")}`;
    const rows = corpus.map((file) => `${`${file.name} (${file.fileName})`.slice(0, 60).padEnd(62)}${PATHS.map((p) => (results.get(file.fileName)?.[p.kind] ?? "-").padEnd(30)).join("")}`);
    console.log(`hostile uploads (${backend.name}): ${corpus.length} files × ${PATHS.length} paths\n${header}\n${rows.join("\n")}`);
  });

  describe("hostile uploads", () => {
    it("has an expectation for every file in the corpus, and at least 25 files", () => {
      expect(corpus.length).toBeGreaterThanOrEqual(25);
      expect(corpus.map((file) => file.fileName).sort()).toEqual(Object.keys(EXPECTED).sort());
    });

    describe.each(PATHS.map((upload, index) => [upload.label, upload, index] as const))("%s", (_label, upload, index) => {
      it.each(corpus.map((file) => [file.name, file] as const))("%s", async (_name, file) => {
        const before = await backend.list(upload.kind);
        const reportsBefore = await db.report.count();
        const res = await upload.send(file);
        const text = await res.text();
        const after = await backend.list(upload.kind);
        const added = after.filter((name) => !before.includes(name));
        expect(after.filter((name) => name.startsWith(".")), "a temporary file was left behind").toEqual([]);

        let outcome: Outcome;
        if (res.status >= 400) {
          expect(problemWith(res, text), text).toBeNull();
          expect(added, "a refused upload left a file in storage").toEqual([]);
          expect(await db.report.count(), "a refused upload created a report").toBe(reportsBefore);
          outcome = res.status as Outcome;
        } else {
          // A profile answered with the image it already had kept that one: nothing new was stored.
          const name = upload.storedName(JSON.parse(text) as Record<string, unknown>);
          const stored = name && !before.includes(name) ? name : null;
          if (stored) {
            expect(added).toEqual([stored]);
            await expectStoredClean(backend, upload, stored);
            outcome = "stored";
          } else {
            expect(added).toEqual([]);
            outcome = "none";
          }
        }
        const row = results.get(file.fileName) ?? {};
        row[upload.kind] = res.status >= 400 ? `refused ${res.status}` : outcome === "none" ? "accepted, no image" : "stored clean";
        results.set(file.fileName, row);
        expect(outcome, text.slice(0, 200)).toBe(EXPECTED[file.fileName]?.[index]);
      });
    });

    // Only the bucket run has a local folder that must stay empty; the disk run has nothing to check here.
    if (backend.name === "s3") {
      it("wrote nothing to the local upload folder", async () => {
        await expect(readdir(env().UPLOAD_DIR)).resolves.toEqual([]);
      });
    }
  });
}
