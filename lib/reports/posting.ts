// Storing a new catch in as few round trips as the rules allow (docs/performance.md, "A like, a comment and a
// post"): on the driver's connections, one read of what the post needs (the poster, the species, the personal best,
// what it makes stale: lib/reports/posting-context.ts) and one statement that stores the report, tells the poster's
// friends and reads the new report back as the answer shows it; in one transaction with the key's and the trip's
// statements when there are any. The interactive Prisma transaction it replaces sent eleven statements, and a third
// of a post's time went to Prisma's own work on them.
import "server-only";
import { driverTransaction, Prisma } from "@/lib/db";
import { isMissingReference } from "@/lib/db-errors";
import { actorId, PendingSession, type Actor } from "@/lib/auth/session";
import { unauthorized } from "@/lib/errors";
import { friendsOfCatchNotificationsSql } from "@/lib/notifications/mutations";
import { isPendingChild, publicDisplayName } from "@/lib/privacy/members";
import { DEFAULT_POSITION_PRECISION } from "@/lib/privacy/positions";
import { readerOn, viaDriver, type Reader } from "@/lib/report-rows/public";
import { readPostingContext, type PostingContext } from "@/lib/reports/posting-context";
import { positionColumns } from "@/lib/reports/positions";
import { toReportJson, viewerReportsSql, type ReportRow } from "@/lib/reports/rows";
import type { ReportInput } from "@/lib/reports/schemas";
import type { ReportJson } from "@/lib/reports/types";
import { assertTripCatch, tripCatchRefused } from "@/lib/trips/catches";

const sql = Prisma.sql;

/** The columns of a catch without a position; positionColumns sets them when the form gives one. */
const NO_POSITION = { latitude: null, longitude: null, cellRow: null, cellColumn: null, cellLatitude: null, cellLongitude: null };

/**
 * Makes a report's creation conditional, inside its transaction (lib/reports/idempotency.ts): `claim` is a
 * data-modifying statement run first, as a part of the post's read, that answers a row when the report may be
 * created; when it answers none, `taken` gives the earlier answer instead and nothing is created. `after` sees the
 * answer about to be given.
 */
export type ReportCreationGuard = {
  claim: Prisma.Sql;
  taken(tx: Reader): Promise<ReportJson>;
  after(tx: Reader, report: ReportJson): Promise<void>;
};

/** A created report also says what its commit makes stale: the poster's matroser's feeds, their live competitions. */
export type PostOutcome =
  | { created: true; answer: ReportJson; matroser: number[]; liveCompetitions: number[] }
  | { created: false; answer: ReportJson };

/**
 * The report, its friends' notifications and the report read back, as one statement (atomic by itself). Its
 * BEFORE trigger names the fisher and its AFTER triggers count it; the answer reads what the insert returned, since
 * a statement does not see its own writes in the table. Times are written as UTC, as Prisma writes these columns.
 */
function postStatement(posterId: number, input: ReportInput, context: PostingContext, image: string | null): Prisma.Sql {
  const { poster, species, isBest, hadEarlier } = context;
  const at = { ...NO_POSITION, ...positionColumns(input, "create") };
  const notifications = friendsOfCatchNotificationsSql(
    {
      poster: { id: poster.id, displayName: publicDisplayName(poster) },
      report: { fish: input.fish, weight: input.weight },
      // A best that beats an earlier catch is news to friends; the first catch of a species beats nothing.
      beatBestOf: species && isBest && hadEarlier ? species.name : null,
    },
    sql`(SELECT id FROM posted)`,
  );
  return sql`
    WITH posted AS (
      INSERT INTO reports (user_id, fish, weight, length, location, bait, method, notes, fishing_date, catch_time,
        species_id, released, is_personal_best, trip_id, image, latitude, longitude, position_precision,
        cell_row, cell_column, cell_latitude, cell_longitude, created_at)
      VALUES (${posterId}::int, ${input.fish}, ${input.weight}::numeric, ${input.length}::numeric, ${input.location},
        ${input.bait}, ${input.method}, ${input.notes}, ${input.date}::date, ${input.catch_time ?? null}::time,
        ${species?.id ?? null}::int, ${input.released}, ${isBest}, ${input.trip_id ?? null}::int, ${image},
        ${at.latitude?.toString() ?? null}::numeric, ${at.longitude?.toString() ?? null}::numeric,
        ${at.positionPrecision ?? DEFAULT_POSITION_PRECISION}::position_precision, ${at.cellRow}::int, ${at.cellColumn}::int,
        ${at.cellLatitude}::float8, ${at.cellLongitude}::float8, now() AT TIME ZONE 'UTC')
      RETURNING *
    ),
    notified AS (${notifications})
    ${viewerReportsSql({ viewerId: posterId, source: sql`posted` })}`;
}

/**
 * Runs a post's statements in one transaction when it has a guard (its key, taken and then given the answer) or a
 * trip (checked, then joined): those belong together. A post with neither reads, then writes one statement that is
 * atomic by itself; the read writes nothing and, at READ COMMITTED, sees no more inside a transaction than outside
 * one, so BEGIN and COMMIT would only add two of its five round trips (docs/performance.md).
 */
function inTransactionWhenNeeded<T>(needed: boolean, work: (tx: Reader) => Promise<T>): Promise<T> {
  return needed ? driverTransaction((query) => work(readerOn(query))) : work(viaDriver);
}

/**
 * Stores the acting member's catch with its already stored photo (`image`, a file name), under the guard's
 * condition when there is one. 401 for a member who is gone, a child still waiting for consent, or a pending session
 * that is none (checked in the post's read).
 */
export async function storeReport({ actor, input, image, guard }: { actor: Actor; input: ReportInput; image: string | null; guard?: ReportCreationGuard }): Promise<PostOutcome> {
  const pending = actor instanceof PendingSession ? actor : undefined;
  try {
    return await inTransactionWhenNeeded(Boolean(guard || input.trip_id), async (tx): Promise<PostOutcome> => {
      const context = await readPostingContext(tx, { posterId: actorId(actor), input, claim: guard?.claim, session: pending });
      if (context === "taken") return { created: false, answer: await guard!.taken(tx) };
      if (!context || isPendingChild(context.poster)) throw unauthorized();
      if (input.trip_id) await assertTripCatch(tx, { tripId: input.trip_id, posterId: context.poster.id, fishingDate: input.date });
      const [created] = await tx.$queryRaw<ReportRow[]>(postStatement(context.poster.id, input, context, image));
      if (!created) throw new Error("The report's insert answered no row");
      // A pending session was confirmed by the read, or the read threw.
      const answer = toReportJson(created, actor instanceof PendingSession ? actor.user! : actor);
      if (guard) await guard.after(tx, answer);
      return { created: true, answer, matroser: context.matroser, liveCompetitions: context.liveCompetitions };
    });
  } catch (error) {
    // The trip was deleted between the check and the insert: as if it had never been the poster's.
    if (input.trip_id && isMissingReference(error) && /trip/.test(String((error as { constraint?: unknown }).constraint))) throw tripCatchRefused();
    throw error;
  }
}
