// Stored files that no row uses: images uploaded for an article that was never saved, and files a delete could not
// remove because the store was down at the time. Swept once no row has used them for a day, by
// `npm run storage:sweep` and hourly as the job queue's "storage-sweep" (lib/jobs/kinds.ts).
import "server-only";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { STORED_FILE_NAME, UPLOAD_KINDS, type UploadKind } from "@/lib/storage/names";
import type { FileStorage } from "@/lib/storage/types";

/** How long a file must stay unused, as sweeps see it, before it goes: an article's image waits here until saved. */
export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
/** Names looked up in the database at a time. */
const BATCH = 500;

type Client = Pick<typeof db, "$queryRaw" | "$executeRaw">;

export type SweepResult = {
  /** Files removed, per kind (with dryRun: that would have been). */
  removed: Record<UploadKind, number>;
  /** Files a row uses. */
  inUse: number;
  /** Unused, but not yet for the whole grace period. */
  waiting: number;
  /** Why nothing was removed although files were found unused, or null. */
  refused: string | null;
};

export type SweepOptions = {
  now?: Date;
  graceMs?: number;
  files?: FileStorage;
  client?: Client;
  /** Count what would go, without removing files or remembering anything. */
  dryRun?: boolean;
};

/** A stored name anywhere in a text, as PostgreSQL's regular expressions write it. */
const NAME_IN_TEXT = `(${STORED_FILE_NAME.source.replace(/^\^/, "").replace(/\$$/, "")})`;

/**
 * Every stored-file name that appears in an article's text: the editor can link to `/uploads/news/…` or to a
 * report's photo, and a random 32-character name cannot appear there by chance. One pass over the articles.
 */
async function namesInArticleText(client: Client): Promise<Set<string>> {
  const rows = await client.$queryRaw<{ name: string }[]>`
    SELECT DISTINCT m[1] AS name FROM news_articles a, regexp_matches(a.content, ${NAME_IN_TEXT}, 'g') AS m`;
  return new Set(rows.map((row) => row.name));
}

/** Which of these names of one kind a row refers to in its own column (articles' text is looked at separately). */
async function namesInColumns(client: Client, kind: UploadKind, names: string[]): Promise<Set<string>> {
  let rows: { name: string }[];
  if (kind === "reports") {
    rows = await client.$queryRaw`SELECT image AS name FROM reports WHERE image = ANY(${names})`;
  } else if (kind === "profiles") {
    rows = await client.$queryRaw`SELECT profile_image AS name FROM users WHERE profile_image = ANY(${names})`;
  } else {
    const addresses = names.map((name) => `/uploads/news/${name}`);
    rows = await client.$queryRaw`
      SELECT substr(image_url, length('/uploads/news/') + 1) AS name FROM news_articles WHERE image_url = ANY(${addresses})`;
  }
  return new Set(rows.map((row) => row.name));
}

/**
 * Whether the database refers to any stored file at all. A database that refers to none while the store holds
 * files is far more likely the wrong one (a fresh database, a mistyped DATABASE_URL) than a site none of whose
 * files is used, so then nothing is removed, nor even remembered as unused.
 */
async function refersToAnyFile(client: Client): Promise<boolean> {
  const [row] = await client.$queryRaw<{ any: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM reports WHERE image IS NOT NULL)
        OR EXISTS (SELECT 1 FROM users WHERE profile_image IS NOT NULL)
        OR EXISTS (SELECT 1 FROM news_articles WHERE image_url IS NOT NULL) AS any`;
  return row?.any ?? false;
}

/**
 * Since when each of these unused files has been unused, as far as sweeps have seen: remembered in unused_files
 * (a file not there yet is unused from `now`). On a dry run nothing is written.
 */
async function unusedSince(client: Client, kind: UploadKind, names: string[], now: Date, dryRun: boolean): Promise<Map<string, Date>> {
  const rows = dryRun
    ? await client.$queryRaw<{ name: string; since: Date }[]>`
        SELECT file_name AS name, first_seen_at AS since FROM unused_files WHERE kind = ${kind} AND file_name = ANY(${names})`
    : await client.$queryRaw<{ name: string; since: Date }[]>`
        INSERT INTO unused_files (kind, file_name, first_seen_at, last_seen_at)
        SELECT ${kind}, candidate.name, ${now}, ${now} FROM unnest(${names}::text[]) AS candidate(name)
        ON CONFLICT (kind, file_name) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at
        RETURNING file_name AS name, first_seen_at AS since`;
  const since = new Map(names.map((name) => [name, now]));
  for (const row of rows) since.set(row.name, row.since);
  return since;
}

/**
 * Removes every stored file that no row has referred to for `graceMs`, as the hourly sweeps saw it: each sweep
 * notes the files it finds unused (unused_files) and forgets those a row uses again, and a file goes once it has
 * been noted for the whole grace period and is still unused when looked up, just before it is removed. Works the
 * same on the disk and in a bucket; whatever the app did not name itself is never listed, so never removed.
 */
export async function sweepStoredFiles({
  now = new Date(),
  graceMs = SWEEP_GRACE_MS,
  files = storage(),
  client = db,
  dryRun = false,
}: SweepOptions = {}): Promise<SweepResult> {
  const result: SweepResult = { removed: { reports: 0, profiles: 0, news: 0 }, inUse: 0, waiting: 0, refused: null };
  const due = now.getTime() - graceMs;
  const anyInUse = await refersToAnyFile(client);

  async function settle(kind: UploadKind, names: string[], inText: Set<string>) {
    const inColumns = await namesInColumns(client, kind, names);
    const inUse = new Set(names.filter((name) => inColumns.has(name) || inText.has(name)));
    result.inUse += inUse.size;
    if (inUse.size > 0 && !dryRun) {
      await client.$executeRaw`DELETE FROM unused_files WHERE kind = ${kind} AND file_name = ANY(${[...inUse]})`;
    }
    const unused = names.filter((name) => !inUse.has(name));
    if (unused.length === 0) return;
    if (!anyInUse) {
      result.refused = "the database refers to no stored file at all";
      return;
    }
    const since = await unusedSince(client, kind, unused, now, dryRun);
    const expired = unused.filter((name) => since.get(name)!.getTime() <= due);
    result.waiting += unused.length - expired.length;
    for (const name of expired) {
      if (!dryRun) {
        await files.remove(kind, name);
        await client.$executeRaw`DELETE FROM unused_files WHERE kind = ${kind} AND file_name = ${name}`;
      }
      result.removed[kind]++;
    }
  }

  for (const kind of UPLOAD_KINDS) {
    // Read once per kind rather than per batch, so the articles are scanned three times a sweep, not per 500 files.
    const inText = await namesInArticleText(client);
    let batch: string[] = [];
    for await (const entry of files.list(kind)) {
      batch.push(entry.fileName);
      if (batch.length === BATCH) {
        await settle(kind, batch, inText);
        batch = [];
      }
    }
    if (batch.length > 0) await settle(kind, batch, inText);
  }
  // Notes on files no sweep has found for a whole grace period: they were removed some other way.
  if (!dryRun) await client.$executeRaw`DELETE FROM unused_files WHERE last_seen_at < ${new Date(due)}`;
  return result;
}

/** The one line a sweep leaves in the log. */
export function describeSweep(result: SweepResult, { dryRun = false, ms }: { dryRun?: boolean; ms?: number } = {}): string {
  const total = UPLOAD_KINDS.reduce((sum, kind) => sum + result.removed[kind], 0);
  const perKind = UPLOAD_KINDS.filter((kind) => result.removed[kind] > 0).map((kind) => `${kind} ${result.removed[kind]}`);
  const removed = result.refused
    ? "0 unused file(s) removed"
    : `${total} unused file(s) ${dryRun ? "would be removed" : "removed"}${perKind.length ? ` (${perKind.join(", ")})` : ""}`;
  const took = ms === undefined ? "" : ` in ${(ms / 1000).toFixed(1)} s`;
  const refused = result.refused ? `; removed nothing: ${result.refused}` : "";
  return `[storage] sweep: ${removed}, ${result.inUse} in use, ${result.waiting} unused for less than a day${took}${refused}`;
}
