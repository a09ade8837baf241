// A member's spreadsheet import, step by step: the upload is read and kept (only its cells) with the site's guess of
// its columns; the preview shows rows as they will be stored and why the wrong ones are wrong; the start sends the
// job that stores them (lib/logbook-import/run.ts). One import at a time per member; only the member sees theirs.
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db, Prisma } from "@/lib/db";
import { AppError, conflict, notFound, unauthorized } from "@/lib/errors";
import { startMemberJob } from "@/lib/jobs/member-job-start";
import { guessMapping, type ImportMapping } from "@/lib/logbook-import/columns";
import { IMPORT_LIMITS, importMessages } from "@/lib/logbook-import/limits";
import { readSpreadsheet } from "@/lib/logbook-import/read-file";
import { detectDateOrder, mapRow, spreadsheetRow } from "@/lib/logbook-import/rows";
import type { ImportPreviewJson, ImportUploadJson, PreviewRowJson } from "@/lib/logbook-import/types";
import { isPendingChild } from "@/lib/privacy/members";

type Cells = { headers: string[]; rows: string[][]; rowNumbers: number[] };

/** The member's account may bring catches in: a child whose parent has not consented may not post, nor import. */
async function assertMayImport(actor: SessionUser): Promise<void> {
  const member = await db.user.findUnique({ where: { id: actor.id }, select: { consentStatus: true } });
  if (!member || isPendingChild(member)) throw unauthorized(importMessages.pendingChild);
}

/** An import the member has waiting or running; null when they are free to start another. */
async function importUnderWay(userId: number): Promise<{ id: number } | null> {
  return db.logbookImport.findFirst({
    where: { userId, job: { state: { in: ["waiting", "running"] } } },
    select: { id: true },
  });
}

/**
 * POST /api/profile/catches/imports: reads the file (refused whole when it breaks a limit) and keeps its cells for
 * the next steps. An earlier upload the member never started is replaced; one under way refuses the new (409).
 */
export async function uploadImport(actor: SessionUser, { fileName, bytes }: { fileName: string; bytes: Uint8Array }): Promise<ImportUploadJson> {
  await assertMayImport(actor);
  if (await importUnderWay(actor.id)) throw conflict(importMessages.busy);
  const cells = await readSpreadsheet(bytes);
  const stored = await db.$transaction(async (tx) => {
    // Uploads never started, and those of other days, hold cells nobody will use again.
    const keptSince = new Date(Date.now() - IMPORT_LIMITS.uploadKeptHours * 3_600_000);
    await tx.logbookImport.deleteMany({ where: { userId: actor.id, OR: [{ jobId: null }, { createdAt: { lt: keptSince } }], reports: { none: {} } } });
    await tx.logbookImport.updateMany({ where: { userId: actor.id, createdAt: { lt: keptSince } }, data: { rows: [], headers: [] } });
    // The cells go as one JSON text that PostgreSQL reads, not as a value the client walks cell by cell.
    const [created] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO logbook_imports (user_id, file_name, headers, rows, row_numbers)
      VALUES (${actor.id}, ${fileName.slice(0, 200) || "fil"}, ${JSON.stringify(cells.headers)}::jsonb, ${JSON.stringify(cells.rows)}::jsonb,
              ${cells.rowNumbers}::int[])
      RETURNING id`;
    return created!;
  });
  return {
    id: stored.id,
    file_name: fileName.slice(0, 200),
    headers: cells.headers,
    row_count: cells.rows.length,
    sample: cells.rows.slice(0, 3),
    guess: guessMapping(cells.headers),
  };
}

/** The member's own upload, not started yet; 404 for anyone else's, 409 once started. */
async function readUpload(actor: SessionUser, id: number): Promise<Cells & { fileName: string }> {
  const [upload] = await db.$queryRaw<{ headers: string; rows: string; row_numbers: number[]; job_id: string | null; file_name: string }[]>`
    SELECT headers::text AS headers, rows::text AS rows, row_numbers, job_id::text AS job_id, file_name
    FROM logbook_imports WHERE id = ${id} AND user_id = ${actor.id}`;
  if (!upload) throw notFound(importMessages.notFound);
  if (upload.job_id !== null) throw conflict(importMessages.started);
  return {
    headers: JSON.parse(upload.headers) as string[],
    rows: JSON.parse(upload.rows) as string[][],
    rowNumbers: upload.row_numbers,
    fileName: upload.file_name,
  };
}

function checkColumns(mapping: ImportMapping, width: number): void {
  for (const [field, index] of Object.entries(mapping.columns)) {
    if (index !== null && index >= width) {
      throw new AppError({ code: "VALIDATION_ERROR", message: "Ogiltig kolumn", fields: { [`columns.${field}`]: "Ogiltig kolumn" } });
    }
  }
}

/** A catch as the preview shows it: the stored values, in the units the site uses. */
function previewRow(row: number, mapped: ReturnType<typeof mapRow>): PreviewRowJson {
  if (!mapped.ok) return { row, ok: false, reasons: mapped.reasons };
  const input = mapped.input;
  return {
    row,
    ok: true,
    catch: {
      date: input.date,
      catch_time: input.catch_time ?? null,
      fish: input.fish,
      weight: input.weight,
      length: input.length,
      location: input.location,
      bait: input.bait,
      method: input.method,
      notes: input.notes,
      released: input.released,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    },
  };
}

/** POST …/imports/{id}/preview: the first rows through the mapping, and how many of all rows pass. */
export async function previewImport(actor: SessionUser, id: number, mapping: ImportMapping): Promise<ImportPreviewJson> {
  const upload = await readUpload(actor, id);
  checkColumns(mapping, upload.headers.length);
  const order = mapping.date_order === "auto" ? detectDateOrder(upload.rows, mapping.columns.date) : mapping.date_order;
  let valid = 0;
  const rows: PreviewRowJson[] = [];
  const wrong: PreviewRowJson[] = [];
  upload.rows.forEach((cells, index) => {
    const mapped = mapRow(cells, mapping, order);
    if (mapped.ok) valid += 1;
    // Row numbers as the member's spreadsheet shows them, blank rows counted.
    const row = spreadsheetRow(upload.rowNumbers, index);
    if (rows.length < IMPORT_LIMITS.previewRows) rows.push(previewRow(row, mapped));
    else if (!mapped.ok && wrong.length < IMPORT_LIMITS.previewRows) wrong.push(previewRow(row, mapped));
  });
  return { rows, more_wrong: wrong, valid, wrong: upload.rows.length - valid, date_order: order };
}

/**
 * POST …/imports/{id}/start: keeps the mapping and sends the job, in one transaction with its member job. The
 * member's other import under way, taken at the same moment, is refused by the row lock on the member.
 */
export async function startImport(actor: SessionUser, id: number, mapping: ImportMapping): Promise<{ job_id: string }> {
  await assertMayImport(actor);
  const upload = await readUpload(actor, id);
  checkColumns(mapping, upload.headers.length);
  const jobId = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM users WHERE id = ${actor.id} FOR UPDATE`;
    const busy = await tx.logbookImport.findFirst({ where: { userId: actor.id, job: { state: { in: ["waiting", "running"] } } }, select: { id: true } });
    if (busy) throw conflict(importMessages.busy);
    const claimed = await tx.logbookImport.updateMany({ where: { id, userId: actor.id, jobId: null }, data: { mapping: mapping as Prisma.InputJsonValue } });
    if (claimed.count === 0) throw conflict(importMessages.started);
    const job = await startMemberJob(tx, { userId: actor.id, kind: "logbook-import", total: upload.rows.length, data: { importId: id } });
    await tx.logbookImport.update({ where: { id }, data: { jobId: job } });
    return job;
  });
  return { job_id: jobId };
}

/** DELETE …/imports/{id}: an upload the member decided not to import; one started stays (its catches are stored). */
export async function discardImport(actor: SessionUser, id: number): Promise<void> {
  await readUpload(actor, id);
  await db.logbookImport.deleteMany({ where: { id, userId: actor.id, jobId: null } });
}

/** The member's latest import, for the page they come back to: its job to follow, or nothing. */
export async function latestImport(actor: SessionUser): Promise<{ id: number; job_id: string | null; file_name: string } | null> {
  const latest = await db.logbookImport.findFirst({
    where: { userId: actor.id, jobId: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { id: true, jobId: true, fileName: true },
  });
  return latest ? { id: latest.id, job_id: latest.jobId, file_name: latest.fileName } : null;
}
