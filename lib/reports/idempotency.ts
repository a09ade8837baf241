// POST /api/reports with an Idempotency-Key: a resent catch report gets the first answer again instead of being
// stored twice (docs/decisions/170-idempotent-report-posting.md).
import "server-only";
import { createHash } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import { actorId, PendingSession, type Actor } from "@/lib/auth/session";
import { validationError } from "@/lib/error-response";
import { AppError } from "@/lib/errors";
import { createReport, readReportForm } from "@/lib/reports/mutations";
import { viaDriver, type Reader } from "@/lib/report-rows/public";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyHeaderSchema, reportMessages, type ReportInput } from "@/lib/reports/schemas";
import type { ReportJson } from "@/lib/reports/types";

/** How long a key holds: a phone that was offline for a day still resends safely. */
export const KEY_LIFETIME_HOURS = 24;
/** How long a resend waits for a first request with the same key that is still being stored. */
const IN_FLIGHT_WAIT = "3s";
/** Seconds a resend refused with 409 is asked to wait. */
const IN_FLIGHT_RETRY_AFTER_SECONDS = 2;
/** Expired keys removed by one statement of the prune: short, so it holds few rows locked at a time. */
const PRUNE_BATCH = 100;

/** The Idempotency-Key header, or null when it was left out; 400 when it is not a usable key. */
export function readIdempotencyKey(req: Request): string | null {
  const parsed = idempotencyKeyHeaderSchema.safeParse({ [IDEMPOTENCY_KEY_HEADER]: req.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined });
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data[IDEMPOTENCY_KEY_HEADER] ?? null;
}

/**
 * What makes two posts "the same report": the validated fields (so '3,4' and '3.4', or extra spaces, do not
 * matter) and the photo's bytes as uploaded, before they are made safe. A blank date counts as blank, not as the
 * day it became, so a dateless form resent after midnight is still the same. Fields the form ignores (user_id)
 * do not count.
 */
export function reportFingerprint(input: ReportInput, image: Uint8Array | null, { dateSent }: { dateSent: boolean }): string {
  const photo = image ? createHash("sha256").update(image).digest("hex") : null;
  const fields = [
    input.fish,
    input.weight,
    input.length,
    input.location,
    dateSent ? input.date : "",
    input.bait,
    input.method,
    input.notes,
    input.species_id,
    input.released,
    photo,
  ];
  // The position came later: a post without one counts as it always did, so a key stored before still matches.
  const position = [input.latitude, input.longitude, input.position_precision];
  if (position.some((value) => value !== undefined)) fields.push(...position.map((value) => value ?? null));
  // Likewise the time of day: a post without one fingerprints as before.
  if (input.catch_time !== undefined) fields.push(`catch_time=${input.catch_time ?? ""}`);
  // And the trip: a catch for no trip fingerprints as before.
  if (input.trip_id) fields.push(`trip_id=${input.trip_id}`);
  return createHash("sha256").update(JSON.stringify(["report-v1", ...fields])).digest("hex");
}

/**
 * Creates the report the form describes, or, when the member already posted it with the same key in the last
 * KEY_LIFETIME_HOURS, answers what the first post answered and creates nothing. The same key with another
 * report is a 422. Without a key this is createReport. Only a report that was created remembers its key, so a
 * post refused for its fields can be corrected and resent with the same key.
 */
export async function postReport({ actor: given, form, key }: { actor: Actor; form: FormData; key: string | null }): Promise<ReportJson> {
  const { input, image } = await readReportForm(form);
  // With a photo the session is checked first (createReport); without one, in the post's read.
  const actor = image && given instanceof PendingSession ? await given.resolve() : given;
  if (key === null) return createReport({ actor, input, image });
  const userId = actorId(actor);

  const date = form.get("date");
  const fingerprint = reportFingerprint(input, image, { dateSent: typeof date === "string" && date.trim() !== "" });
  // With a photo, the usual resend (the first answer was lost on the way) is answered before the photo is processed.
  // Without one there is nothing to spare: taking the key in the post's transaction finds the first answer as well,
  // and every keyed post (the report form's) would pay this round trip for the rare resend.
  if (image) {
    const stored = await findLiveKey(viaDriver, userId, key);
    if (stored) return earlierAnswer(stored, fingerprint);
  }

  try {
    return await createReport({
      actor,
      input,
      image,
      guard: {
        claim: claimKeySql({ userId, key, fingerprint }),
        taken: (tx) => answerOfTakenKey(tx, { userId, key, fingerprint }),
        after: async (tx, answer) => {
          await tx.$queryRaw`
            UPDATE report_idempotency_keys SET report_id = ${answer.id}::int, response = ${JSON.stringify(answer)}::json
            WHERE user_id = ${userId}::int AND key = ${key}`;
        },
      },
    });
  } catch (error) {
    // Only the claim waits with a lock timeout: another post holds the key for longer than a resend waits.
    if (isLockTimeout(error)) throw inFlight();
    throw error;
  }
}

type StoredKey = { fingerprint: string; response: Prisma.JsonValue | null };

/** The member's key if it has not expired. The database's clock decides, here as when a key is taken. */
async function findLiveKey(client: Reader, userId: number, key: string): Promise<StoredKey | null> {
  const [stored] = await client.$queryRaw<StoredKey[]>`
    SELECT fingerprint, response FROM report_idempotency_keys
    WHERE user_id = ${userId} AND key = ${key} AND created_at > now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`;
  return stored ?? null;
}

/** The first post's answer for a resend, or why there is none. */
function earlierAnswer(stored: StoredKey, fingerprint: string): ReportJson {
  if (stored.fingerprint !== fingerprint) {
    throw new AppError({ code: "IDEMPOTENCY_KEY_REUSED", message: reportMessages.idempotencyKeyReused });
  }
  // Only the transaction that stores a key sees it without its answer; kept as a guard, not a path.
  if (stored.response === null) throw inFlight();
  return stored.response as unknown as ReportJson;
}

const inFlight = () =>
  new AppError({
    code: "CONFLICT",
    message: reportMessages.idempotencyKeyInFlight,
    headers: { "Retry-After": String(IN_FLIGHT_RETRY_AFTER_SECONDS) },
  });

/**
 * Takes the key for this post, as a part of the post's read inside its transaction (lib/reports/posting-context.ts):
 * answers a row when the key is this post's to use (new, or expired and taken over), none when another post has it.
 * The primary key on (user_id, key) settles a race: a second post with the same key waits here until the first
 * one's transaction ends, then sees its answer (or, if that one failed, takes the key itself). It waits at most
 * IN_FLIGHT_WAIT, then fails with a lock timeout (409). The wait is for the key only: set before the insert meets a
 * row another post holds, and back to the connection's own setting once the row is this post's (RETURNING runs
 * after the insert's wait).
 */
function claimKeySql({ userId, key, fingerprint }: { userId: number; key: string; fingerprint: string }): Prisma.Sql {
  return Prisma.sql`
    WITH waiting AS (SELECT set_config('lock_timeout', ${IN_FLIGHT_WAIT}, true))
    INSERT INTO report_idempotency_keys (user_id, key, fingerprint, created_at)
    SELECT ${userId}::int, ${key}, ${fingerprint}, now() FROM waiting
    ON CONFLICT (user_id, key) DO UPDATE
      SET fingerprint = EXCLUDED.fingerprint, report_id = NULL, response = NULL, created_at = now()
      WHERE report_idempotency_keys.created_at <= now() - make_interval(hours => ${KEY_LIFETIME_HOURS}::int)
    RETURNING (SELECT set_config('lock_timeout', reset_val, true) FROM pg_settings WHERE name = 'lock_timeout')`;
}

/** The first post's answer, when the claim found the key another post's. */
async function answerOfTakenKey(tx: Reader, { userId, key, fingerprint }: { userId: number; key: string; fingerprint: string }): Promise<ReportJson> {
  // Read committed: this statement sees the row the first post committed while the claim waited.
  const stored = await findLiveKey(tx, userId, key);
  if (!stored) throw inFlight();
  return earlierAnswer(stored, fingerprint);
}

/** PostgreSQL's lock_not_available (55P03), as Prisma's driver adapter passes it on. */
function isLockTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } }; cause?: unknown };
    if (candidate.code === "55P03" || candidate.meta?.driverAdapterError?.cause?.originalCode === "55P03") return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * Removes expired keys, PRUNE_BATCH at a time and oldest first, skipping any a post holds, until none is left or
 * `maxBatches` went; answers how many. The job queue's "idempotency-prune" runs it every ten minutes
 * (lib/jobs/kinds.ts), so a post does not wait for it.
 */
export async function pruneExpiredKeys(maxBatches = 100): Promise<number> {
  let removed = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const count = await db.$executeRaw`
      DELETE FROM report_idempotency_keys WHERE (user_id, key) IN (
        SELECT user_id, key FROM report_idempotency_keys
        WHERE created_at <= now() - make_interval(hours => ${KEY_LIFETIME_HOURS})
        ORDER BY created_at LIMIT ${PRUNE_BATCH}
        FOR UPDATE SKIP LOCKED)`;
    removed += count;
    if (count < PRUNE_BATCH) break;
  }
  return removed;
}
