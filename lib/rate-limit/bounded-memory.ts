// In-process counters that cannot grow without bound. rate-limiter-flexible's RateLimiterMemory keeps one record
// (and one timer) per key until its window ends and has no option to cap how many it holds, so a client that
// varies its key (a new address, or a new IPv6 /64, per request) could fill the server's memory. Here every counter
// of one store shares a key budget; past it, the oldest window of the fullest counter gives way.
import { RateLimiterMemory, RateLimiterRes, type IRateLimiterOptions } from "rate-limiter-flexible";

/** Default number of keys held by all the counters of one store together (≈ 20 MB at the most). */
export const DEFAULT_MEMORY_MAX_KEYS = 100_000;

type Entry = { value: number; expiresAt: number | null };

/** The budget of keys that the counters of one store share. */
export class KeyBudget {
  private readonly storages = new Set<BoundedMemoryStorage>();
  private held = 0;

  constructor(readonly maxKeys: number = DEFAULT_MEMORY_MAX_KEYS) {
    if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new Error(`maxKeys must be a positive integer, got ${maxKeys}`);
  }

  /** Keys held by every counter together. */
  get size(): number {
    return this.held;
  }

  join(storage: BoundedMemoryStorage): void {
    this.storages.add(storage);
  }

  added(): void {
    this.held++;
  }
  removed(count = 1): void {
    this.held -= count;
  }

  /**
   * Makes room for one more key. The counter holding the most keys gives up its oldest window: a flood of new keys
   * on one counter (say, failed logins from ever new addresses) pushes out its own keys, not every other counter's.
   */
  makeRoom(): void {
    while (this.held >= this.maxKeys) {
      let fullest: BoundedMemoryStorage | undefined;
      for (const storage of this.storages) if (!fullest || storage.size > fullest.size) fullest = storage;
      if (!fullest || fullest.size === 0) return;
      fullest.evictOldest();
    }
  }

  clear(): void {
    for (const storage of this.storages) storage.clear();
    this.held = 0;
  }
}

/**
 * The storage behind one counter, with the methods RateLimiterMemory calls on its own. A Map keeps insertion order,
 * and a key is re-inserted whenever its window starts again, so the first entry is always the oldest window. Expired
 * windows are dropped from the front as new keys arrive, instead of by a timer per key.
 */
export class BoundedMemoryStorage {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly budget: KeyBudget) {
    budget.join(this);
  }

  get size(): number {
    return this.entries.size;
  }

  incrby(key: string, value: number, durationSec: number): RateLimiterRes {
    const entry = this.live(key);
    if (!entry) return this.set(key, value, durationSec);
    entry.value += value;
    return new RateLimiterRes(0, entry.expiresAt === null ? -1 : entry.expiresAt - Date.now(), entry.value, false);
  }

  set(key: string, value: number, durationSec: number): RateLimiterRes {
    const durationMs = durationSec * 1000;
    this.delete(key);
    this.dropExpired();
    this.budget.makeRoom();
    this.entries.set(key, { value, expiresAt: durationMs > 0 ? Date.now() + durationMs : null });
    this.budget.added();
    return new RateLimiterRes(0, durationMs > 0 ? durationMs : -1, value, true);
  }

  get(key: string): RateLimiterRes | null {
    const entry = this.live(key);
    if (!entry) return null;
    return new RateLimiterRes(0, entry.expiresAt === null ? -1 : entry.expiresAt - Date.now(), entry.value, false);
  }

  delete(key: string): boolean {
    if (!this.entries.delete(key)) return false;
    this.budget.removed();
    return true;
  }

  evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.delete(oldest.value);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The entry for a key while its window lasts; an ended window is forgotten on the way. */
  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops ended windows from the front; a counter's windows all last as long, so they end in insertion order. */
  private dropExpired(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt === null || entry.expiresAt > now) return;
      this.delete(key);
    }
  }
}

/** RateLimiterMemory counting in a bounded storage: the library's consume/get/delete rules, our memory bound. */
export class BoundedRateLimiterMemory extends RateLimiterMemory {
  constructor(options: IRateLimiterOptions, budget: KeyBudget) {
    super(options);
    const self = this as unknown as { _memoryStorage: unknown };
    // The library reads and writes its records only through this field (RateLimiterMemory.js, 11.x); the unit
    // tests fail if a new version stops doing so.
    if (!("_memoryStorage" in self)) throw new Error("rate-limiter-flexible no longer keeps its records in _memoryStorage");
    self._memoryStorage = new BoundedMemoryStorage(budget);
  }
}
