// PUT /api/reports/{id}: correcting a catch — the same fields and rules as posting, the photo kept unless
// replaced or removed, personal bests and the home statistics counted again, nothing changed on a refusal.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { uploadFolder } from "@/test/uploads/folder";
import { call, sessionCookie } from "@/test/http";
import { png } from "@/test/images";
import { createUser } from "@/prisma/factories";
import { POST as createRoute } from "@/app/api/reports/route";
import { PUT as editRoute } from "@/app/api/reports/[id]/route";
import { deleteReport } from "@/lib/reports/mutations";
import type { ReportJson } from "@/lib/reports/types";

const uploadDir = vi.hoisted(() => (process.env.UPLOAD_DIR = `${process.env.TMPDIR ?? "/tmp"}/fg-report-edits-${process.pid}-${Date.now()}`));
const uploads = uploadFolder(uploadDir);
const storedImages = uploads.stored;

beforeEach(async () => {
  await resetDatabase();
  await uploads.empty();
});
afterAll(() => uploads.empty());

type Member = Awaited<ReturnType<typeof createUser>>;

function reportForm(fields: Record<string, string> = {}, image?: Uint8Array) {
  const form = new FormData();
  const values = { fish: "Gädda", weight: "3,4", length: "72", location: "Mälaren", date: "2026-06-01", ...fields };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  if (image) form.set("image", new File([Buffer.from(image)], "fangst.png", { type: "image/png" }));
  return form;
}

async function post(member: Member, form: FormData): Promise<ReportJson> {
  const res = await call(createRoute, { body: form, cookie: await sessionCookie(member), path: "/api/reports" });
  expect(res.status).toBe(201);
  return (await res.json()) as ReportJson;
}

async function edit(member: Member | null, id: number | string, form: FormData) {
  const res = await call(editRoute, {
    method: "PUT",
    body: form,
    cookie: member ? await sessionCookie(member) : undefined,
    path: `/api/reports/${id}`,
    params: { id: String(id) },
  });
  return { status: res.status, body: await res.json() };
}

const stored = (id: number) =>
  db.report.findUniqueOrThrow({
    where: { id },
    select: { fish: true, weight: true, length: true, location: true, image: true, released: true, isPersonalBest: true, species: { select: { slug: true } } },
  });

describe("PUT /api/reports/{id}", () => {
  it("lets the owner correct every field, keeps the photo and answers the report as posting does", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const posted = await post(kalle, reportForm({ weight: "34" }, await png(400, 300)));

    const { status, body } = await edit(kalle, posted.id, reportForm({ fish: "gös", weight: "3,4", length: "61", location: "Vättern", released: "1", bait: "Jigg" }));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: posted.id,
      fish: "gös",
      weight: "3.40",
      length: "61.0",
      location: "Vättern",
      bait: "Jigg",
      released: true,
      image: posted.image,
      species: { slug: "gos" },
      can_delete: true,
    });
    expect(await storedImages()).toEqual([posted.image]);
  });

  it("replaces the photo when a new one is sent and removes the old file; remove_image=1 drops it", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const posted = await post(kalle, reportForm({}, await png(400, 300)));

    const replaced = await edit(kalle, posted.id, reportForm({}, await png(300, 200)));
    expect(replaced.status).toBe(200);
    expect(replaced.body.image).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(replaced.body.image).not.toBe(posted.image);
    expect(await storedImages()).toEqual([replaced.body.image]);

    const removed = await edit(kalle, posted.id, reportForm({ remove_image: "1" }));
    expect(removed.status).toBe(200);
    expect(removed.body.image).toBeNull();
    expect(await storedImages()).toEqual([]);
  });

  it("refuses bad input with the form's messages and changes nothing, the new photo included", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const posted = await post(kalle, reportForm());
    const before = await stored(posted.id);

    const res = await edit(kalle, posted.id, reportForm({ weight: "0", location: "" }, await png(300, 200)));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ weight: "Vikten måste vara större än 0", location: "Ange plats" });
    expect(await stored(posted.id)).toEqual(before);
    expect(await storedImages()).toEqual([]);

    const unknown = await edit(kalle, posted.id, reportForm({ species_id: "999999" }, await png(300, 200)));
    expect(unknown).toMatchObject({ status: 400, body: { error: "Okänd art" } });
    expect(await storedImages()).toEqual([]);

    const badFlag = await edit(kalle, posted.id, reportForm({ remove_image: "kanske" }));
    expect(badFlag.status).toBe(400);
    expect(await stored(posted.id)).toEqual(before);
  });

  it("is the owner's and the admins' only: 401 for a visitor, 403 for another member, 404 for a report that is gone", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const other = await createUser(db, { username: "Nisse" });
    const admin = await createUser(db, { username: "Admin", isAdmin: true });
    const posted = await post(kalle, reportForm());

    expect((await edit(null, posted.id, reportForm({ weight: "9" }))).status).toBe(401);
    expect(await edit(other, posted.id, reportForm({ weight: "9" }, await png(300, 200)))).toMatchObject({
      status: 403,
      body: { error: "Du kan bara ändra dina egna rapporter" },
    });
    expect(await storedImages()).toEqual([]);
    expect(Number((await stored(posted.id)).weight)).toBe(3.4);

    const byAdmin = await edit(admin, posted.id, reportForm({ weight: "9" }));
    expect(byAdmin.status).toBe(200);
    const log = await db.adminLog.findMany({ select: { action: true, details: true } });
    expect(log).toEqual([{ action: "edit_report", details: `Rapport #${posted.id} (Gädda) av Kalle` }]);

    await deleteReport({ actor: { id: kalle.id, username: kalle.username, isAdmin: false }, id: posted.id });
    expect((await edit(kalle, posted.id, reportForm())).status).toBe(404);
    expect((await edit(kalle, "abc", reportForm())).status).toBe(404);
  });

  it("marks personal bests again when a best's weight or species is corrected", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const first = await post(kalle, reportForm({ weight: "5" }));
    const typo = await post(kalle, reportForm({ weight: "94" })); // meant 9,4
    const third = await post(kalle, reportForm({ weight: "8" }));
    expect([first.is_personal_best, typo.is_personal_best, third.is_personal_best]).toEqual([true, true, false]);

    await edit(kalle, typo.id, reportForm({ weight: "4" }));
    expect((await stored(typo.id)).isPersonalBest).toBe(false);
    expect((await stored(third.id)).isPersonalBest).toBe(true);

    // Filed under another species: a best there, and the pike that followed it is judged without it.
    await edit(kalle, third.id, reportForm({ fish: "Abborre", weight: "8" }));
    expect((await stored(third.id)).isPersonalBest).toBe(true);
    expect((await stored(typo.id)).isPersonalBest).toBe(false);

    // Free text that names no species is nobody's best.
    await edit(kalle, third.id, reportForm({ fish: "Sjöodjur", weight: "8" }));
    expect(await stored(third.id)).toMatchObject({ isPersonalBest: false, species: null });
  });

  it("moves the home statistics' counts with a corrected place", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const posted = await post(kalle, reportForm({ location: "Mälaren" }));
    await edit(kalle, posted.id, reportForm({ location: "Vänern" }));
    const places = await db.reportStatsByLocation.findMany({ select: { locationKey: true, reports: true } });
    expect(places.filter((p) => p.reports > 0).map((p) => p.locationKey)).toEqual(["vänern"]);
  });
});
