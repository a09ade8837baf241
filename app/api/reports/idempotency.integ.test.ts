import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { problemWith } from "@/test/error-shape";
import { call, sessionCookie } from "@/test/http";
import { png } from "@/test/images";
import { uploadFolder } from "@/test/uploads/folder";
import { createUser } from "@/prisma/factories";
import { POST as createRoute } from "@/app/api/reports/route";
import { DELETE as deleteRoute } from "@/app/api/reports/[id]/route";
import type { ReportJson } from "@/lib/reports/types";
import { JOB_KINDS } from "@/lib/jobs/kinds";

const uploadDir = vi.hoisted(() => (process.env.UPLOAD_DIR = `${process.env.TMPDIR ?? "/tmp"}/fg-idempotency-uploads-${process.pid}-${Date.now()}`));
const uploads = uploadFolder(uploadDir);

beforeEach(async () => {
  await resetDatabase();
  await uploads.empty();
});
afterAll(() => uploads.empty());

type Member = Awaited<ReturnType<typeof createUser>>;
type Photo = { bytes: Uint8Array; name: string; type: string };

function reportForm(fields: Record<string, string> = {}, photo?: Photo) {
  const form = new FormData();
  const values = { fish: "Gädda", weight: "3,4", length: "72", location: "Mälaren", date: "2026-06-01", ...fields };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  if (photo) form.set("image", new File([Buffer.from(photo.bytes)], photo.name, { type: photo.type }));
  return form;
}

/** One poster: a session of its own, reused for every post. */
async function poster(member: Member) {
  const cookie = await sessionCookie(member);
  return async (form: FormData, key?: string) => {
    const res = await call(createRoute, {
      body: form,
      cookie,
      headers: key === undefined ? undefined : { "Idempotency-Key": key },
      path: "/api/reports",
    });
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as Record<string, unknown>, headers: res.headers, problem: problemWith(res, text) };
  };
}

const keyRow = (userId: number, key: string) => db.reportIdempotencyKey.findUnique({ where: { userId_key: { userId, key } } });

describe("POST /api/reports with an Idempotency-Key", () => {
  it("answers a resend with the first answer, byte for byte, and stores one report", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const post = await poster(kalle);
    const key = randomUUID();
    const first = await post(reportForm(), key);
    expect(first.status).toBe(201);
    const again = await post(reportForm(), key);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(await db.report.count()).toBe(1);
    expect(await keyRow(kalle.id, key)).toMatchObject({ reportId: (first.body as ReportJson).id, response: first.body });
  });

  it("stores one report and one photo when the same post arrives three times at once", async () => {
    const kalle = await createUser(db);
    const post = await poster(kalle);
    const photo = { bytes: await png(800, 600), name: "gadda.png", type: "image/png" };
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => post(reportForm({}, photo), key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await db.report.count()).toBe(1);
    // The posts that lost the race stored their photo too, and removed it again.
    expect(await uploads.stored()).toEqual([(answers[0]!.body as ReportJson).image]);
  });

  it("counts the validated fields and the photo's bytes: another spelling of the same catch is the same report", async () => {
    const kalle = await createUser(db);
    const post = await poster(kalle);
    const photo = { bytes: await png(40, 30), name: "a.png", type: "image/png" };
    const key = "offline-catch-0001";
    const first = await post(reportForm({ weight: "3,4", bait: "Wobbler", user_id: "99" }, photo), key);
    expect(first.status).toBe(201);
    const same = await post(reportForm({ weight: "3.40", bait: "  Wobbler ", user_id: "1" }, { ...photo, name: "b.png" }), key);
    expect(same.status).toBe(201);
    expect(same.text).toBe(first.text);
    expect(await db.report.count()).toBe(1);
  });

  it("treats a blank date as blank, whatever day it became", async () => {
    const kalle = await createUser(db);
    const post = await poster(kalle);
    const first = await post(reportForm({ date: "" }), "no-date-key");
    expect(first.status).toBe(201);
    // As if the first post had been made yesterday.
    await db.report.update({ where: { id: (first.body as ReportJson).id }, data: { fishingDate: new Date("2026-01-01T00:00:00Z") } });
    const again = await post(reportForm({ date: " " }), "no-date-key");
    expect(again.text).toBe(first.text);
    expect(await db.report.count()).toBe(1);
  });

  it.each([
    ["another weight", { weight: "3,5" }, undefined],
    ["another date", { date: "2026-06-02" }, undefined],
    ["a photo added", {}, "photo"],
    ["a position added", { latitude: "59,3293", longitude: "18,0686" }, undefined],
  ])("refuses the same key with %s (422) and stores nothing", async (_label, fields, withPhoto) => {
    const kalle = await createUser(db);
    const post = await poster(kalle);
    const key = randomUUID();
    const first = await post(reportForm(), key);
    expect(first.status).toBe(201);
    const photo = withPhoto ? { bytes: await png(40, 30), name: "a.png", type: "image/png" } : undefined;
    const other = await post(reportForm(fields, photo), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: "Nyckeln har redan använts för en annan rapport", code: "IDEMPOTENCY_KEY_REUSED" });
    expect(other.problem).toBeNull();
    expect(await db.report.count()).toBe(1);
    expect(await uploads.stored()).toEqual([]);
    expect((await keyRow(kalle.id, key))?.response).toEqual(first.body);
  });

  it("tells a resend from another report by the position and its precision too", async () => {
    const kalle = await createUser(db);
    const post = await poster(kalle);
    const key = randomUUID();
    const spot = { latitude: "59,3293", longitude: "18,0686", position_precision: "friends" };
    const first = await post(reportForm(spot), key);
    expect(first.status).toBe(201);
    expect((await post(reportForm(spot), key)).text).toBe(first.text);
    expect((await post(reportForm({ ...spot, position_precision: "hidden" }), key)).status).toBe(422);
    expect((await post(reportForm({ ...spot, longitude: "18,0687" }), key)).status).toBe(422);
    expect(await db.report.count()).toBe(1);
  });

  it("keeps each member's keys their own", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const lisa = await createUser(db, { username: "Lisa" });
    const key = randomUUID();
    const kalles = await (await poster(kalle))(reportForm(), key);
    const lisas = await (await poster(lisa))(reportForm({ fish: "Abborre" }), key);
    expect([kalles.status, lisas.status]).toEqual([201, 201]);
    expect(lisas.body).toMatchObject({ username: "Lisa", fish: "Abborre" });
    expect(lisas.body.id).not.toBe(kalles.body.id);
    expect(await db.report.count()).toBe(2);
  });

  it("treats a key older than 24 hours as new, and the queue's prune removes expired keys and only those", async () => {
    const kalle = await createUser(db);
    const lisa = await createUser(db);
    const post = await poster(kalle);
    const first = await post(reportForm(), "old-key-123");
    await (await poster(lisa))(reportForm(), "lisas-old-key");
    await db.$executeRaw`UPDATE report_idempotency_keys SET created_at = now() - interval '25 hours'`;

    const again = await post(reportForm({ weight: "5" }), "old-key-123");
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
    expect(await db.report.count()).toBe(3);
    expect(await keyRow(kalle.id, "old-key-123")).toMatchObject({ reportId: again.body.id, response: again.body });
    // Lisa's expired key goes at the next prune; Kalle's renewed key stays.
    expect(await keyRow(lisa.id, "lisas-old-key")).not.toBeNull();
    await JOB_KINDS["idempotency-prune"].run();
    expect(await keyRow(lisa.id, "lisas-old-key")).toBeNull();
    expect(await db.reportIdempotencyKey.count()).toBe(1);
  });

  it("prunes a day's backlog of expired keys in one run, a hundred at a time, and leaves the fresh ones", async () => {
    const kalle = await createUser(db);
    await db.$executeRaw`
      INSERT INTO report_idempotency_keys (user_id, key, fingerprint, created_at)
      SELECT ${kalle.id}, 'gammal-' || n, repeat('a', 64), now() - interval '25 hours' FROM generate_series(1, 250) n`;
    await db.$executeRaw`
      INSERT INTO report_idempotency_keys (user_id, key, fingerprint) SELECT ${kalle.id}, 'ny-' || n, repeat('b', 64) FROM generate_series(1, 3) n`;
    await JOB_KINDS["idempotency-prune"].run();
    expect(await db.reportIdempotencyKey.count()).toBe(3);
  });

  it("remembers nothing of a refused post, so the corrected resend with the same key is stored", async () => {
    const kalle = await createUser(db);
    const post = await poster(kalle);
    const refused = await post(reportForm({ weight: "tung" }), "fix-and-resend");
    expect(refused.status).toBe(400);
    expect(await db.reportIdempotencyKey.count()).toBe(0);
    const broken = await post(reportForm({}, { bytes: Buffer.from("ingen bild"), name: "x.jpg", type: "image/jpeg" }), "fix-and-resend");
    expect(broken.status).toBe(415);
    expect(await db.reportIdempotencyKey.count()).toBe(0);
    const fixed = await post(reportForm({ weight: "2" }), "fix-and-resend");
    expect(fixed.status).toBe(201);
    expect(await db.report.count()).toBe(1);
  });

  it("answers the first answer even when that report has since been deleted, and does not bring it back", async () => {
    const kalle = await createUser(db);
    const cookie = await sessionCookie(kalle);
    const post = await poster(kalle);
    const first = await post(reportForm(), "deleted-later");
    const id = String(first.body.id);
    const deleted = await call(deleteRoute, { method: "DELETE", cookie, params: { id }, path: `/api/reports/${id}` });
    expect(deleted.status).toBe(200);
    const again = await post(reportForm(), "deleted-later");
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(await db.report.count()).toBe(0);
    expect(await keyRow(kalle.id, "deleted-later")).toMatchObject({ reportId: null, response: first.body });
  });

  it("removes a member's keys with the member", async () => {
    const kalle = await createUser(db);
    await (await poster(kalle))(reportForm(), "members-key");
    await db.user.delete({ where: { id: kalle.id } });
    expect(await db.reportIdempotencyKey.count()).toBe(0);
  });

  it("answers 409 with Retry-After when the first post holds the key for longer than a resend waits", async () => {
    const kalle = await createUser(db);
    const post = await poster(kalle);
    let resend: Awaited<ReturnType<typeof post>> | undefined;
    // A first post still being stored: its key is taken in a transaction that has not ended.
    await db.$transaction(
      async (tx) => {
        await tx.$executeRaw`INSERT INTO report_idempotency_keys (user_id, key, fingerprint) VALUES (${kalle.id}, 'slow-first', ${"0".repeat(64)})`;
        resend = await post(reportForm(), "slow-first");
      },
      { timeout: 15_000 },
    );
    expect(resend?.status).toBe(409);
    expect(resend?.body).toEqual({ error: "Rapporten skickas redan – försök igen om en stund", code: "CONFLICT" });
    expect(resend?.headers.get("retry-after")).toBe("2");
    expect(await db.report.count()).toBe(0);
  });

  it("lets a resend that waited take the key when the first post fails after all", async () => {
    const kalle = await createUser(db);
    const post = await poster(kalle);
    let resend: ReturnType<typeof post> | undefined;
    const failed = db.$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO report_idempotency_keys (user_id, key, fingerprint) VALUES (${kalle.id}, 'failing-first', ${"0".repeat(64)})`;
      resend = post(reportForm(), "failing-first");
      await new Promise((resolve) => setTimeout(resolve, 500));
      throw new Error("the first post failed");
    });
    await expect(failed).rejects.toThrow("the first post failed");
    const answer = await resend!;
    expect(answer.status).toBe(201);
    expect(await db.report.count()).toBe(1);
    expect(await keyRow(kalle.id, "failing-first")).toMatchObject({ reportId: answer.body.id });
  });

  it.each([
    ["too short", "abc1234"],
    ["too long", "k".repeat(101)],
    ["with a space", "nyckel med mellanslag"],
    ["with other characters", "nyckel/åäö:1"],
    ["empty", ""],
  ])("refuses a key that is %s with 400 and stores nothing", async (_label, key) => {
    const kalle = await createUser(db);
    const res = await (await poster(kalle))(reportForm(), key);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: "VALIDATION_ERROR",
      error: "Ogiltig Idempotency-Key: använd 8–100 tecken av A–Z, a–z, 0–9, - och _ (till exempel ett UUID)",
      fields: { "Idempotency-Key": "Ogiltig Idempotency-Key: använd 8–100 tecken av A–Z, a–z, 0–9, - och _ (till exempel ett UUID)" },
    });
    expect(await db.report.count()).toBe(0);
    expect(await db.reportIdempotencyKey.count()).toBe(0);
  });

  it("accepts keys of 8 and 100 characters", async () => {
    const kalle = await createUser(db);
    const post = await poster(kalle);
    expect((await post(reportForm(), "Ab-_0123")).status).toBe(201);
    expect((await post(reportForm(), "x".repeat(100))).status).toBe(201);
    expect(await db.reportIdempotencyKey.count()).toBe(2);
  });

  it("stores every post without a key, as before", async () => {
    const kalle = await createUser(db);
    const post = await poster(kalle);
    const [first, second] = [await post(reportForm()), await post(reportForm())];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.id).not.toBe(second.body.id);
    expect(await db.report.count()).toBe(2);
    expect(await db.reportIdempotencyKey.count()).toBe(0);
  });
});
