// The job that stores an import's rows (decision 297): a batch at a time, each batch with the import's progress in
// one transaction, so a process that stops mid-import leaves a whole number of batches and the next try goes on
// from there. A row already in the member's logbook (the same day, species text, weight, length, place and time)
// is not stored again. Imported catches are dated as they were caught, tell no friend, count in no competition and
// get no weather looked up; personal bests are worked out again for the species they touch.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { reportsChanged } from "@/lib/cache/invalidate";
import { catchInstant } from "@/lib/conditions/catch-time";
import { failMemberJob, finishMemberJob, reportProgress } from "@/lib/jobs/member-jobs";
import type { ImportMapping } from "@/lib/logbook-import/columns";
import { detectDateOrder, mapRow } from "@/lib/logbook-import/rows";
import type { ImportResultJson } from "@/lib/logbook-import/types";
import { isPendingChild } from "@/lib/privacy/members";
import { reportColumns } from "@/lib/reports/mutations";
import type { ReportInput } from "@/lib/reports/schemas";
import { recomputePersonalBests } from "@/lib/species/personal-bests";
import { normaliseSpeciesText } from "@/lib/species/match";

/** Rows stored per transaction. */
export const IMPORT_BATCH = 500;

export const importRunMessages = {
  failed: "Importen kunde inte slutföras. Försök igen om en stund.",
  accountGone: "Kontot finns inte längre",
  done: (imported: number) => `Din import är klar: ${imported.toLocaleString("sv-SE")} ${imported === 1 ? "fångst" : "fångster"} har lagts till i loggboken.`,
} as const;

type WrongRow = { row: number; reasons: string[] };

/** What makes two catches the same: the same day, time, species text, weight, length and place. */
function sameCatchKey(row: { date: string; time: string | null; fish: string; weight: string; length: string; location: string }): string {
  return [row.date, row.time ?? "", normaliseSpeciesText(row.fish), Number(row.weight).toFixed(2), Number(row.length).toFixed(1), row.location.toLowerCase()].join("|");
}

const inputKey = (input: ReportInput) =>
  sameCatchKey({ date: input.date, time: input.catch_time ?? null, fish: input.fish, weight: input.weight, length: input.length, location: input.location });

/** The keys of the member's catches on the given days, to tell a row already in the logbook. */
async function existingKeys(tx: Prisma.TransactionClient, userId: number, days: string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = await tx.$queryRaw<{ date: string; time: string | null; fish: string; weight: string; length: string; location: string }[]>`
    SELECT to_char(fishing_date, 'YYYY-MM-DD') AS date, to_char(catch_time, 'HH24:MI') AS time, fish,
           weight::text AS weight, length::text AS length, location
    FROM reports WHERE user_id = ${userId} AND fishing_date = ANY(${days}::date[])`;
  return new Set(rows.map(sameCatchKey));
}

/** The catalogue's species by every key its name and spellings are matched by (lib/species/match.ts). */
async function speciesByKey(): Promise<Map<string, { id: number }>> {
  const species = await db.species.findMany({ select: { id: true, matchKeys: true } });
  return new Map(species.flatMap((one) => one.matchKeys.map((key) => [key, { id: one.id }] as const)));
}

/**
 * Runs (or goes on with) an import. Answers the job's line for the log; an import that can never be done (the
 * account gone, or a child whose consent is withdrawn) is marked failed for the member instead of tried again.
 */
export async function runLogbookImport(importId: number, { batchSize = IMPORT_BATCH }: { batchSize?: number } = {}): Promise<string | null> {
  const load = await db.logbookImport.findUnique({
    where: { id: importId },
    select: { userId: true, rows: true, mapping: true, processed: true, jobId: true, job: { select: { state: true } }, user: { select: { consentStatus: true } } },
  });
  if (!load || !load.jobId || !load.mapping || load.job?.state === "done" || load.job?.state === "failed") return null;
  if (isPendingChild(load.user)) {
    await failMemberJob(load.jobId, importRunMessages.accountGone);
    return null;
  }
  const { userId, jobId } = load;
  const rows = load.rows as string[][];
  const mapping = load.mapping as ImportMapping;
  const order = mapping.date_order === "auto" ? detectDateOrder(rows, mapping.columns.date) : mapping.date_order;
  const species = await speciesByKey();
  const now = new Date();

  for (let start = load.processed; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const wrong: WrongRow[] = [];
    const valid: ReportInput[] = [];
    batch.forEach((cells, offset) => {
      const mapped = mapRow(cells, mapping, order);
      if (mapped.ok) valid.push(mapped.input);
      else wrong.push({ row: start + offset + 2, reasons: mapped.reasons });
    });
    await db.$transaction(async (tx) => {
      const seen = await existingKeys(tx, userId, [...new Set(valid.map((input) => input.date))]);
      const fresh = valid.filter((input) => {
        const key = inputKey(input);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      await tx.report.createMany({
        data: fresh.map((input) => {
          const filed = species.get(normaliseSpeciesText(input.fish)) ?? null;
          const caught = catchInstant(input.date, input.catch_time ?? null);
          return {
            userId,
            ...reportColumns(input, filed, "create"),
            importId,
            // Where it belongs among the member's catches: when it was caught (never later than now).
            createdAt: caught > now ? now : caught,
          };
        }),
      });
      await tx.$executeRaw`
        UPDATE logbook_imports
        SET processed = ${start + batch.length}, imported = imported + ${fresh.length},
            duplicates = duplicates + ${valid.length - fresh.length}, wrong = wrong || ${JSON.stringify(wrong)}::jsonb
        WHERE id = ${importId}`;
      await reportProgress(tx, jobId, start + batch.length);
    });
  }
  return finishImport(importId, userId, jobId);
}

/** Bests worked out again for the species the import touched, the member told, the pages that show them expired. */
async function finishImport(importId: number, userId: number, jobId: string): Promise<string> {
  const outcome = await db.$transaction(async (tx) => {
    const touched = await tx.report.findMany({ where: { importId }, distinct: ["speciesId"], select: { speciesId: true } });
    const remarked: number[] = [];
    for (const { speciesId } of touched) remarked.push(...(await recomputePersonalBests(tx, { userId, speciesId })));
    const counts = await tx.logbookImport.update({
      where: { id: importId },
      data: { finishedAt: new Date() },
      select: { imported: true, duplicates: true, wrong: true },
    });
    const wrongCount = (counts.wrong as WrongRow[]).length;
    const result: ImportResultJson = {
      import_id: importId,
      imported: counts.imported,
      duplicates: counts.duplicates,
      wrong: wrongCount,
      wrong_rows_url: wrongCount > 0 ? `/api/profile/catches/imports/${importId}/wrong-rows` : null,
    };
    await finishMemberJob(tx, jobId, result);
    await tx.notification.create({
      data: { userId, type: "logbook_import", message: importRunMessages.done(counts.imported), relatedId: importId },
    });
    return { result, remarked };
  });
  reportsChanged({ reportIds: outcome.remarked, ownerIds: [userId] });
  const { imported, duplicates, wrong } = outcome.result;
  return `[import] import ${importId}: ${imported} stored, ${duplicates} already there, ${wrong} wrong`;
}
