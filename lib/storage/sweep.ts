// Stored files that no row uses: images uploaded for an article that was never saved, and files a delete could not
// remove because the store was down at the time. Swept once they are a day old, by `npm run storage:sweep` and
// hourly in every server (the way the consent clean-up runs).
import "server-only";
import { db } from "@/lib/db";
import { isBuilding } from "@/lib/env";
import { storage } from "@/lib/storage";
import { UPLOAD_KINDS, type UploadKind } from "@/lib/storage/names";
import type { FileStorage } from "@/lib/storage/types";

/** How often a running server sweeps. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** A file younger than this is never swept: an article's image waits here until the article is saved. */
export const SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** A server's first sweep waits this long after it starts, so starting stays quick and several servers spread out. */
export const SWEEP_FIRST_DELAY_MS = 5 * 60 * 1000;
/** Names looked up in the database at a time. */
const BATCH = 500;

type Reader = Pick<typeof db, "$queryRaw">;

export type SweepResult = {
  /** Files removed, per kind (with dryRun: that would have been). */
  removed: Record<UploadKind, number>;
  /** Old enough, but a row uses them. */
  inUse: number;
  /** Younger than the minimum age, not looked up. */
  young: number;
  /** Why nothing was removed although files were found unused, or null. */
  refused: string | null;
};

export type SweepOptions = {
  now?: Date;
  minAgeMs?: number;
  files?: FileStorage;
  client?: Reader;
  /** Count what would go without removing anything. */
  dryRun?: boolean;
};

/** Which of these names of one kind a row refers to: its own column, or any article's text. */
async function namesInUse(client: Reader, kind: UploadKind, names: string[]): Promise<Set<string>> {
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
  // An article's text may link to any stored image by its address; the name alone is random enough to count.
  const inText = await client.$queryRaw<{ name: string }[]>`
    SELECT candidate.name FROM unnest(${names}::text[]) AS candidate(name)
    WHERE EXISTS (SELECT 1 FROM news_articles a WHERE strpos(a.content, candidate.name) > 0)`;
  return new Set([...rows, ...inText].map((row) => row.name));
}

/**
 * Whether the database refers to any stored file at all. A database that refers to none while the store holds
 * old files is far more likely the wrong database (a fresh one, a mistyped DATABASE_URL) than a site whose every
 * file is unused, so nothing is removed then.
 */
async function refersToAnyFile(client: Reader): Promise<boolean> {
  const [row] = await client.$queryRaw<{ any: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM reports WHERE image IS NOT NULL)
        OR EXISTS (SELECT 1 FROM users WHERE profile_image IS NOT NULL)
        OR EXISTS (SELECT 1 FROM news_articles WHERE image_url IS NOT NULL) AS any`;
  return row?.any ?? false;
}

/**
 * Removes every stored file that is at least `minAgeMs` old (by the store's own last-written time) and that no
 * row refers to. Names are checked against the database in batches just before they go, so a file a row starts
 * using later than that is never at risk unless it is older than a day and unused at that moment.
 */
export async function sweepStoredFiles({
  now = new Date(),
  minAgeMs = SWEEP_MIN_AGE_MS,
  files = storage(),
  client = db,
  dryRun = false,
}: SweepOptions = {}): Promise<SweepResult> {
  const result: SweepResult = { removed: { reports: 0, profiles: 0, news: 0 }, inUse: 0, young: 0, refused: null };
  const cutoff = now.getTime() - minAgeMs;
  const anyInUse = await refersToAnyFile(client);

  async function settle(kind: UploadKind, names: string[]) {
    const inUse = await namesInUse(client, kind, names);
    result.inUse += inUse.size;
    const unused = names.filter((name) => !inUse.has(name));
    if (unused.length > 0 && !anyInUse) {
      result.refused = "the database refers to no stored file at all";
      return;
    }
    for (const name of unused) {
      if (!dryRun) await files.remove(kind, name);
      result.removed[kind]++;
    }
  }

  for (const kind of UPLOAD_KINDS) {
    let batch: string[] = [];
    for await (const entry of files.list(kind)) {
      if (entry.modifiedAt.getTime() > cutoff) {
        result.young++;
        continue;
      }
      batch.push(entry.fileName);
      if (batch.length === BATCH) {
        await settle(kind, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await settle(kind, batch);
  }
  return result;
}

/** The one line a sweep leaves in the log. */
export function describeSweep(result: SweepResult, { dryRun = false, ms }: { dryRun?: boolean; ms?: number } = {}): string {
  const total = UPLOAD_KINDS.reduce((sum, kind) => sum + result.removed[kind], 0);
  const perKind = UPLOAD_KINDS.filter((kind) => result.removed[kind] > 0).map((kind) => `${kind} ${result.removed[kind]}`);
  const removed = `${total} unused file(s) ${dryRun ? "would be removed" : "removed"}${perKind.length ? ` (${perKind.join(", ")})` : ""}`;
  const refused = result.refused ? `; removed nothing: ${result.refused}` : "";
  const took = ms === undefined ? "" : ` in ${(ms / 1000).toFixed(1)} s`;
  return `[storage] sweep: ${result.refused ? "0 unused file(s) removed" : removed}, ${result.inUse} in use, ${result.young} younger than a day${took}${refused}`;
}

let timer: NodeJS.Timeout | undefined;

/**
 * Sweeps SWEEP_FIRST_DELAY_MS after the server starts and then every SWEEP_INTERVAL_MS, without keeping the
 * process alive for it. Not while building: prerendering starts server processes too, and they must not delete.
 */
export function startStorageSweep(): void {
  if (timer || isBuilding()) return;
  const run = () => {
    const started = Date.now();
    return sweepStoredFiles()
      .then((result) => console.info(describeSweep(result, { ms: Date.now() - started })))
      .catch((error: unknown) => console.error(`[storage] sweep failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  timer = setTimeout(() => {
    void run();
    timer = setInterval(run, SWEEP_INTERVAL_MS);
    timer.unref();
  }, SWEEP_FIRST_DELAY_MS);
  timer.unref();
}
