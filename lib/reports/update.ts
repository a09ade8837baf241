// Correcting a catch (PUT /api/reports/{id}): the same fields and rules as posting, by its owner or an admin.
import "server-only";
import { db, Prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { recordAdminAction } from "@/lib/audit/log";
import { catchWritten } from "@/lib/conditions/hooks";
import { reportsChanged } from "@/lib/cache/invalidate";
import { competitionEntriesChanged } from "@/lib/competitions/report-hook";
import { validationError } from "@/lib/error-response";
import { forbidden, notFound, unauthorized } from "@/lib/errors";
import { isPendingChild } from "@/lib/privacy/members";
import { dropUncommittedPhoto, removeReportImages, reportColumns, resolveSpecies, storeReportPhoto } from "@/lib/reports/mutations";
import { selectReports, toReportJson } from "@/lib/reports/rows";
import { reportPhotoRemovalSchema, type ReportInput } from "@/lib/reports/schemas";
import type { ReportJson } from "@/lib/reports/types";
import { recomputePersonalBests } from "@/lib/species/personal-bests";

export const reportEditMessages = {
  forbidden: "Du kan bara ändra dina egna rapporter",
  notFound: "Rapporten hittades inte",
} as const;

/** Whether the edit form asks to drop the photo (`remove_image`), validated. */
export function readRemoveImage(form: FormData): boolean {
  const value = form.get("remove_image");
  const parsed = reportPhotoRemovalSchema.safeParse(typeof value === "string" ? { remove_image: value } : {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data.remove_image;
}

type PhotoChange = { replaceWith: Uint8Array | null; remove: boolean };

/**
 * Rewrites a report's fields with what the form sent. The photo stays unless a new one is sent (it replaces the old)
 * or `remove` is set. Personal bests of the member are marked again, for the species before and after the edit,
 * in the same transaction; an admin's edit of someone else's report is written to the admin log. The old photo is
 * removed after the commit, a new one again if the database refuses the edit, so no error path loses a photo.
 * Friends are not told again: they heard of the catch when it was posted (docs/decisions/151-personal-bests.md).
 */
export async function updateReport({
  actor,
  id,
  input,
  photo = { replaceWith: null, remove: false },
}: {
  actor: SessionUser;
  id: number;
  input: ReportInput;
  photo?: PhotoChange;
}): Promise<ReportJson> {
  // Who may is settled before a photo is processed, so a refused edit costs no image work; the transaction asks again.
  const target = await db.report.findUnique({ where: { id }, select: { userId: true } });
  if (!target) throw notFound(reportEditMessages.notFound);
  if (target.userId !== actor.id && !actor.isAdmin) throw forbidden(reportEditMessages.forbidden);
  const fileName = photo.replaceWith ? await storeReportPhoto(photo.replaceWith) : null;
  let edited;
  try {
    edited = await db.$transaction(async (tx) => {
      // FOR UPDATE: two edits of one report, or an edit racing its delete, take turns.
      const [current] = await tx.$queryRaw<{ user_id: number; fish: string; image: string | null; species_id: number | null; trip_id: number | null }[]>`
        SELECT user_id, fish, image, species_id, trip_id FROM reports WHERE id = ${id} FOR UPDATE`;
      if (!current) throw notFound(reportEditMessages.notFound);
      const owner = current.user_id === actor.id;
      if (!owner && !actor.isAdmin) throw forbidden(reportEditMessages.forbidden);
      if (owner) {
        const member = await tx.user.findUnique({ where: { id: actor.id }, select: { consentStatus: true } });
        if (!member || isPendingChild(member)) throw unauthorized();
      }
      const species = await resolveSpecies(tx, input);
      const image = fileName ?? (photo.remove ? null : current.image);
      await tx.report.update({
        where: { id },
        // A catch without a species is nobody's best; the recount below sets the mark for one with a species.
        data: { ...reportColumns(input, species, "edit"), image, ...(species ? {} : { isPersonalBest: false }) },
      });
      const remarked = await recomputePersonalBests(tx, { userId: current.user_id, speciesId: current.species_id });
      if (species && species.id !== current.species_id) {
        remarked.push(...(await recomputePersonalBests(tx, { userId: current.user_id, speciesId: species.id })));
      }
      if (!owner) {
        const { username } = await tx.user.findUniqueOrThrow({ where: { id: current.user_id }, select: { username: true } });
        await recordAdminAction(tx, { admin: actor, action: "edit_report", details: `Rapport #${id} (${current.fish}) av ${username}` });
      }
      const [row] = await selectReports(tx, { where: Prisma.sql`r.id = ${id}`, viewerId: actor.id });
      if (!row) throw new Error(`Report ${id} vanished inside its own transaction`);
      return { row, ownerId: current.user_id, tripId: current.trip_id, remarked, dropped: image === current.image ? null : current.image };
    });
  } catch (error) {
    await dropUncommittedPhoto(error, fileName);
    throw error;
  }
  // Committed: the new photo is the report's now, so nothing from here on may remove it or answer an error.
  await reportsChanged({ reportIds: [id, ...edited.remarked], ownerIds: [edited.ownerId], tripIds: [edited.tripId] });
  catchWritten(id);
  await competitionEntriesChanged({ ownerIds: [edited.ownerId] });
  await removeReportImages([edited.dropped]);
  return toReportJson(edited.row, actor);
}
