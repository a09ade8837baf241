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
import { detectDateOrder, mapRow, spreadsheetRow } from "@/lib/logbook-import/rows";
import type { ImportResultJson } from "@/lib/logbook-import/types";
import { isPendingChild } from "@/lib/privacy/members";
import { reportColumns } from "@/lib/reports/mutations";
import type { ReportInput } from "@/lib/reports/schemas";
import { recomputePersonalBests } from "@/lib/species/personal-bests";
import { normaliseSpeciesText } from "@/lib/species/match";

/** Rows stored per transaction. */
export const IMPORT_BATCH = 250;
/** Rows read between two pauses that let the process answer its requests. */
const YIELD_EVERY = 25;
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));
/** At most this long a rest between batches (ms), so a slow moment of the database does not stall the import. */
const REST_MAX_MS = 500;
const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.min(ms, REST_MAX_MS)));

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

/**
 * Stores a batch of catches in one statement whose rows travel as one JSON parameter: PostgreSQL unpacks them, so
 * the process (which also serves pages) builds no statement per row. The columns are the report form's
 * (reportColumns), dated when caught (never later than now) and marked with the import.
 */
async function insertCatches(
  tx: Prisma.TransactionClient,
  { userId, importId, now, species, catches }: { userId: number; importId: number; now: Date; species: Map<string, { id: number }>; catches: ReportInput[] },
): Promise<void> {
  const rows = [];
  for (const [index, input] of catches.entries()) {
    if (index % YIELD_EVERY === 0) await giveWay();
    const columns = reportColumns(input, species.get(normaliseSpeciesText(input.fish)) ?? null, "create");
    // The position's columns are all there or all null (positionColumns); read them as one shape.
    const at = columns as Partial<Record<"latitude" | "longitude", Prisma.Decimal | null>> & Partial<Record<"cellRow" | "cellColumn" | "cellLatitude" | "cellLongitude", number | null>>;
    const caught = catchInstant(input.date, input.catch_time ?? null);
    rows.push({
      fish: columns.fish,
      weight: columns.weight,
      length: columns.length,
      location: columns.location,
      bait: columns.bait,
      method: columns.method,
      notes: columns.notes,
      fishing_date: input.date,
      catch_time: input.catch_time ?? null,
      species_id: columns.speciesId,
      released: columns.released,
      latitude: at.latitude?.toString() ?? null,
      longitude: at.longitude?.toString() ?? null,
      position_precision: columns.positionPrecision ?? "area",
      cell_row: at.cellRow ?? null,
      cell_column: at.cellColumn ?? null,
      cell_latitude: at.cellLatitude ?? null,
      cell_longitude: at.cellLongitude ?? null,
      created_at: (caught > now ? now : caught).toISOString(),
    });
  }
  await tx.$executeRaw`
    INSERT INTO reports (user_id, import_id, fish, weight, length, location, bait, method, notes, fishing_date, catch_time,
                         species_id, released, latitude, longitude, position_precision, cell_row, cell_column,
                         cell_latitude, cell_longitude, created_at)
    SELECT ${userId}, ${importId}, x.fish, x.weight, x.length, x.location, x.bait, x.method, x.notes, x.fishing_date,
           x.catch_time, x.species_id, x.released, x.latitude, x.longitude, x.position_precision::position_precision,
           x.cell_row, x.cell_column, x.cell_latitude, x.cell_longitude, x.created_at AT TIME ZONE 'UTC'
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(
      fish text, weight numeric, length numeric, location text, bait text, method text, notes text, fishing_date date,
      catch_time time, species_id int, released boolean, latitude numeric, longitude numeric, position_precision text,
      cell_row int, cell_column int, cell_latitude float8, cell_longitude float8, created_at timestamptz)`;
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
  // The cells as JSON text, parsed here at once rather than walked value by value by the client.
  const [load] = await db.$queryRaw<{ user_id: number; rows: string; row_numbers: number[]; mapping: ImportMapping | null; processed: number; job_id: string | null; state: string | null; consent_status: string }[]>`
    SELECT i.user_id, i.rows::text AS rows, i.row_numbers, i.mapping, i.processed, i.job_id::text AS job_id, j.state::text AS state, u.consent_status::text AS consent_status
    FROM logbook_imports i JOIN users u ON u.id = i.user_id LEFT JOIN member_jobs j ON j.id = i.job_id
    WHERE i.id = ${importId}`;
  if (!load || !load.job_id || !load.mapping || load.state === "done" || load.state === "failed") return null;
  if (isPendingChild({ consentStatus: load.consent_status })) {
    await failMemberJob(load.job_id, importRunMessages.accountGone);
    return null;
  }
  const { user_id: userId, job_id: jobId, mapping } = load;
  const rows = JSON.parse(load.rows) as string[][];
  const order = mapping.date_order === "auto" ? detectDateOrder(rows, mapping.columns.date) : mapping.date_order;
  const species = await speciesByKey();
  const now = new Date();
  let lastBatchMs = 0;

  for (let start = load.processed; start < rows.length; start += batchSize) {
    // Background work gives way to people: after each batch the job rests as long as the batch took, so the
    // database and the process spend at most about half their time on it.
    if (start > load.processed) await rest(lastBatchMs);
    const batchStarted = performance.now();
    const batch = rows.slice(start, start + batchSize);
    const wrong: WrongRow[] = [];
    const valid: ReportInput[] = [];
    for (const [offset, cells] of batch.entries()) {
      // The job shares its process with pages: it gives way to them every few rows.
      if (offset % YIELD_EVERY === 0) await giveWay();
      const mapped = mapRow(cells, mapping, order);
      if (mapped.ok) valid.push(mapped.input);
      else wrong.push({ row: spreadsheetRow(load.row_numbers, start + offset), reasons: mapped.reasons });
    }
    await db.$transaction(async (tx) => {
      const seen = await existingKeys(tx, userId, [...new Set(valid.map((input) => input.date))]);
      const fresh = valid.filter((input) => {
        const key = inputKey(input);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (fresh.length > 0) await insertCatches(tx, { userId, importId, now, species, catches: fresh });
      await tx.$executeRaw`
        UPDATE logbook_imports
        SET processed = ${start + batch.length}, imported = imported + ${fresh.length},
            duplicates = duplicates + ${valid.length - fresh.length}, wrong = wrong || ${JSON.stringify(wrong)}::jsonb
        WHERE id = ${importId}`;
      await reportProgress(tx, jobId, start + batch.length);
    });
    lastBatchMs = performance.now() - batchStarted;
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
  await reportsChanged({ reportIds: outcome.remarked, ownerIds: [userId] });
  const { imported, duplicates, wrong } = outcome.result;
  return `[import] import ${importId}: ${imported} stored, ${duplicates} already there, ${wrong} wrong`;
}
