import "server-only";
import { db, Prisma } from "@/lib/db";
import { actorId, PendingSession, type Actor, type SessionUser } from "@/lib/auth/session";
import { reportsChanged } from "@/lib/cache/invalidate";
import { competitionEntriesChanged } from "@/lib/competitions/report-hook";
import { validationError } from "@/lib/error-response";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { recordAdminAction } from "@/lib/audit/log";
import { normalizeImage } from "@/lib/images/normalize";
import { positionColumns } from "@/lib/reports/positions";
import { REPORT_LIMITS, reportFormSchema, reportMessages, type ReportInput } from "@/lib/reports/schemas";
import type { ReportJson } from "@/lib/reports/types";
import { removeStoredFiles, storage } from "@/lib/storage";
import { normaliseSpeciesText } from "@/lib/species/match";
import { recomputePersonalBests } from "@/lib/species/personal-bests";
import { catchTimeColumn } from "@/lib/conditions/catch-time";
import { catchWritten } from "@/lib/conditions/hooks";
import { databaseUnavailable } from "@/lib/outage/unavailable";
import { photoInDoubt } from "@/lib/reports/photos-in-doubt";
import { storeReport, type PostOutcome, type ReportCreationGuard } from "@/lib/reports/posting";

/**
 * The text fields of POST /api/reports (SPEC §7, and the additions species_id, released and the position); anything else in
 * the form (such as user_id) is ignored.
 */
const FORM_FIELDS = [
  "fish", "weight", "length", "location", "date", "bait", "method", "notes", "species_id", "released",
  "latitude", "longitude", "position_precision", "catch_time", "trip_id",
] as const;

/**
 * The report fields and the photo from a submitted form, validated. An empty file part (a form sent without
 * choosing a photo) means no photo.
 */
export async function readReportForm(form: FormData): Promise<{ input: ReportInput; image: Uint8Array | null }> {
  const values: Record<string, string> = {};
  for (const name of FORM_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  const parsed = reportFormSchema.safeParse(values);
  if (!parsed.success) throw validationError(parsed.error);

  const file = form.get("image");
  if (file === null || file === "") return { input: parsed.data, image: null };
  if (typeof file === "string") {
    throw new AppError({ code: "VALIDATION_ERROR", message: reportMessages.imageNotFile, fields: { image: reportMessages.imageNotFile } });
  }
  if (file.size === 0) return { input: parsed.data, image: null };
  if (file.size > REPORT_LIMITS.imageMaxBytes) {
    throw new AppError({ code: "PAYLOAD_TOO_LARGE", message: reportMessages.imageTooLarge, fields: { image: reportMessages.imageTooLarge } });
  }
  return { input: parsed.data, image: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * The species a report is filed under: the one the member picked (which must exist), else the one its free text
 * names (lib/species/match.ts), else none.
 */
export async function resolveSpecies(tx: Prisma.TransactionClient, input: Pick<ReportInput, "fish" | "species_id">): Promise<{ id: number; name: string } | null> {
  const select = { id: true, name: true } as const;
  if (input.species_id !== null) {
    const picked = await tx.species.findUnique({ where: { id: input.species_id }, select });
    if (!picked) throw new AppError({ code: "VALIDATION_ERROR", message: reportMessages.speciesUnknown, fields: { species_id: reportMessages.speciesUnknown } });
    return picked;
  }
  return tx.species.findFirst({ where: { matchKeys: { has: normaliseSpeciesText(input.fish) } }, select });
}

/** Makes an uploaded photo safe (lib/images/normalize.ts) and stores it; returns its file name. */
export async function storeReportPhoto(image: Uint8Array): Promise<string> {
  const photo = await normalizeImage(image, {
    maxBytes: REPORT_LIMITS.imageMaxBytes,
    maxPixels: REPORT_LIMITS.imageMaxPixels,
    messages: { tooLarge: reportMessages.imageTooLarge },
  });
  return storage().save("reports", photo.bytes, photo.ext);
}

/**
 * Stores a catch report for the acting member, with the photo made safe, and tells the member's friends in the
 * same transaction (lib/reports/posting.ts). A pending session is checked by the post's read, or before a photo.
 * If the database refuses the report, or a guard answers instead, the stored photo is removed again.
 */
export async function createReport({
  actor: given,
  input,
  image = null,
  guard,
}: {
  actor: Actor;
  input: ReportInput;
  image?: Uint8Array | null;
  guard?: ReportCreationGuard;
}): Promise<ReportJson> {
  // A photo is worth a read of its own: it is made safe and stored only for a member whose session holds.
  const actor = image && given instanceof PendingSession ? await given.resolve() : given;
  const fileName = image ? await storeReportPhoto(image) : null;

  let outcome: PostOutcome;
  try {
    outcome = await storeReport({ actor, input, image: fileName, guard });
  } catch (error) {
    await dropUncommittedPhoto(error, fileName);
    throw error;
  }
  if (!outcome.created) {
    if (fileName) await removeImage(fileName);
    return outcome.answer;
  }
  // Committed: the report and its photo are stored, so nothing from here on may undo them or answer an error.
  // What the post makes stale was read in its transaction: no round trip here.
  const ownerId = actorId(actor);
  await reportsChanged({ reportIds: [outcome.answer.id], ownerIds: [ownerId], tripIds: [input.trip_id ?? null], matroser: outcome.matroser });
  catchWritten(outcome.answer.id);
  await competitionEntriesChanged({ ownerIds: [ownerId], known: outcome.liveCompetitions });
  return outcome.answer;
}

/** The columns a report's form sets, as stored; an edit keeps a position the form leaves out. */
export function reportColumns(input: ReportInput, species: { id: number } | null, mode: "create" | "edit") {
  return {
    ...positionColumns(input, mode),
    fish: input.fish,
    weight: input.weight,
    length: input.length,
    location: input.location,
    bait: input.bait,
    method: input.method,
    notes: input.notes,
    fishingDate: new Date(`${input.date}T00:00:00Z`),
    speciesId: species?.id ?? null,
    released: input.released,
    ...catchTimeColumn(input.catch_time),
  };
}

export type DeletedReport = { id: number; fish: string; username: string };

/**
 * Deletes a report: its owner or an admin, 403 for anyone else, 404 when it is gone. An admin removing someone
 * else's report is written to the admin log in the same transaction. The photo is removed after the commit, so
 * a failed delete never loses it.
 */
export async function deleteReport({ actor, id }: { actor: SessionUser; id: number }): Promise<DeletedReport> {
  const deleted = await db.$transaction(async (tx) => {
    const report = await tx.report.findUnique({
      where: { id },
      select: { id: true, userId: true, fish: true, image: true, speciesId: true, tripId: true, user: { select: { username: true } } },
    });
    if (!report) throw notFound("Rapporten hittades inte");
    const owner = report.userId === actor.id;
    if (!owner && !actor.isAdmin) throw forbidden("Du kan bara ta bort dina egna rapporter");
    // deleteMany: a concurrent delete of the same report turns into a 404 instead of an error.
    const { count } = await tx.report.deleteMany({ where: { id } });
    if (count === 0) throw notFound("Rapporten hittades inte");
    const remarked = await recomputePersonalBests(tx, { userId: report.userId, speciesId: report.speciesId });
    if (!owner) {
      await recordAdminAction(tx, {
        admin: actor,
        action: "delete_report",
        details: `Rapport #${report.id} (${report.fish}) av ${report.user.username}`,
      });
    }
    return { ...report, remarked };
  });
  await reportsChanged({ reportIds: [deleted.id, ...deleted.remarked], ownerIds: [deleted.userId], tripIds: [deleted.tripId] });
  await competitionEntriesChanged({ ownerIds: [deleted.userId] });
  if (deleted.image) await removeImage(deleted.image);
  return { id: deleted.id, fish: deleted.fish, username: deleted.user.username };
}

/**
 * Admin only: deletes every report of a member (SPEC §6) and their photos, written to the admin log in the same
 * transaction. 404 when there is no such member.
 */
export async function deleteUserReports({ actor, userId }: { actor: SessionUser; userId: number }): Promise<{ deletedCount: number }> {
  if (!actor.isAdmin) throw forbidden("Du har inte admin-behörighet", "NOT_ADMIN");
  const deleted = await db.$transaction(async (tx) => {
    const owner = await tx.user.findUnique({ where: { id: userId }, select: { username: true } });
    if (!owner) throw notFound("Användaren hittades inte");
    // RETURNING: exactly the rows deleted, including any report posted a moment ago.
    const rows = await tx.$queryRaw<{ id: number; image: string | null; trip_id: number | null }[]>`
      DELETE FROM reports WHERE user_id = ${userId} RETURNING id, image, trip_id`;
    await recordAdminAction(tx, {
      admin: actor,
      action: "delete_user_reports",
      details: `${rows.length} rapporter av ${owner.username}`,
    });
    return rows;
  });
  await reportsChanged({ reportIds: deleted.map((row) => row.id), ownerIds: [userId], tripIds: deleted.map((row) => row.trip_id) });
  await competitionEntriesChanged({ ownerIds: [userId] });
  await removeReportImages(deleted.map((row) => row.image));
  return { deletedCount: deleted.length };
}

/**
 * Removes report photos from storage, for use after a commit that deleted their reports. Failures are logged only.
 */
export async function removeReportImages(fileNames: readonly (string | null)[]): Promise<void> {
  await removeStoredFiles("reports", fileNames);
}

/**
 * Removes the photo stored for a write whose transaction failed. When the database was lost the commit may still
 * have happened: the photo then waits until the database can say whether a report uses it.
 */
export async function dropUncommittedPhoto(error: unknown, fileName: string | null): Promise<void> {
  if (!fileName) return;
  if (databaseUnavailable(error)) photoInDoubt(fileName);
  else await removeImage(fileName);
}

async function removeImage(fileName: string): Promise<void> {
  await removeStoredFiles("reports", [fileName]);
}
