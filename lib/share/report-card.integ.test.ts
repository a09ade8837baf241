// The share card of a catch: a JPEG of 1200 × 630 within 150 kB, with or without a photo, drawn with the name
// the privacy policy gives; none for a report that does not exist.
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { uploadFolder } from "@/test/uploads/folder";
import { png } from "@/test/images";
import { createUser } from "@/prisma/factories";
import { createReport } from "@/lib/reports/mutations";
import { reportFormSchema } from "@/lib/reports/schemas";
import { getPublicReport } from "@/lib/reports/queries";
import { anonymousDisplayName } from "@/lib/privacy/members";
import { getCachedArticleCard, getCachedReportCard, getCachedSpeciesCard } from "@/lib/share/cached";
import { createArticle } from "@/lib/news/mutations";
import { speciesCardText } from "@/lib/share/other-cards";
import { getSpeciesPage } from "@/lib/species/queries";
import { cardLines } from "@/lib/share/report-card";

const uploadDir = vi.hoisted(() => (process.env.UPLOAD_DIR = `${process.env.TMPDIR ?? "/tmp"}/fg-share-cards-${process.pid}-${Date.now()}`));
const uploads = uploadFolder(uploadDir);

beforeEach(async () => {
  await resetDatabase();
  await uploads.empty();
});
afterAll(() => uploads.empty());

const actorOf = (user: { id: number; username: string; isAdmin: boolean }) => ({ id: user.id, username: user.username, isAdmin: user.isAdmin });
const pike = reportFormSchema.parse({ fish: "Gädda", weight: "9,4", length: "101", location: "Hemlig vik", date: "2026-06-14" });

async function expectCard(bytes: Buffer | null) {
  expect(bytes).not.toBeNull();
  const meta = await sharp(bytes!).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
  expect(bytes!.length).toBeLessThanOrEqual(150_000);
}

describe("share cards", () => {
  it("is a small JPEG of 1200 × 630, with the photo and without one", async () => {
    const angler = await createUser(db, { username: "Gäddkungen" });
    const withPhoto = await createReport({ actor: actorOf(angler), input: pike, image: await png(1600, 1200) });
    const withoutPhoto = await createReport({ actor: actorOf(angler), input: pike });
    await expectCard(await getCachedReportCard(withPhoto.id));
    await expectCard(await getCachedReportCard(withoutPhoto.id));
    expect(await getCachedReportCard(999_999)).toBeNull();
  }, 30_000);

  it("draws the fish, the sizes with a decimal comma, the date and the public name, never the place", async () => {
    const angler = await createUser(db, { username: "Gäddkungen" });
    const posted = await createReport({ actor: actorOf(angler), input: pike });
    const lines = cardLines((await getPublicReport(posted.id))!);
    expect(lines).toEqual({ heading: "Gädda", highlight: "9,4 kg · 101 cm", lines: ["14 juni 2026", "Fångad av Gäddkungen"] });
    expect(JSON.stringify(lines)).not.toContain("Hemlig vik");
  });

  it("names an anonymous member as the privacy policy does, not by username", async () => {
    const hidden = await createUser(db, { username: "Hemligafiskaren", isAnonymous: true });
    const posted = await createReport({ actor: actorOf(hidden), input: pike });
    const lines = cardLines((await getPublicReport(posted.id))!);
    expect(lines.lines).toContain(`Fångad av ${anonymousDisplayName(hidden.id)}`);
    expect(JSON.stringify(lines)).not.toContain("Hemligafiskaren");
    await expectCard(await getCachedReportCard(posted.id));
  }, 30_000);

  it("exist for published articles and species pages, and not for drafts or unknown species", async () => {
    const admin = await createUser(db, { username: "Redaktören", isAdmin: true });
    const actor = actorOf(admin);
    const published = await createArticle({ actor, input: { title: "Isfisket öppnar", content: "Nu bär isen.", published: true, image_url: null, image_focus: "center" } });
    const draft = await createArticle({ actor, input: { title: "Utkast", content: "Inte klart.", published: false, image_url: null, image_focus: "center" } });
    await expectCard(await getCachedArticleCard(published.id));
    expect(await getCachedArticleCard(draft.id)).toBeNull();

    const angler = await createUser(db, { username: "Gäddkungen" });
    await createReport({ actor: actorOf(angler), input: pike });
    await expectCard(await getCachedSpeciesCard("gadda"));
    expect(speciesCardText((await getSpeciesPage("gadda"))!)).toEqual({ heading: "Gädda", highlight: "Esox lucius", lines: ["1 fångst rapporterade", "Tyngsta: 9,4 kg"] });
    expect(await getCachedSpeciesCard("sjoodjur")).toBeNull();
  }, 30_000);
});
