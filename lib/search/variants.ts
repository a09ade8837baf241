// The bound on how many filtered lists one server keeps in the page cache (docs/decisions/212-cached-filtered-lists.md):
// the first MAX distinct variants of a window are admitted; past the bound a variant is read from the database
// uncached until the window ends, so a crawler walking every combination cannot fill the cache.

export const MAX_CACHED_VARIANTS = 1000;
/** How long a window lasts, and so the longest a cached filtered page lives without a report write (seconds). */
export const VARIANT_WINDOW_SECONDS = 600;

export type VariantGate = { admit: (key: string) => boolean; size: () => number };

/** A gate over a fixed-length window; `now` is injectable for tests. */
export function createVariantGate(max = MAX_CACHED_VARIANTS, windowMs = VARIANT_WINDOW_SECONDS * 1000, now = () => Date.now()): VariantGate {
  let admitted = new Set<string>();
  let windowStart = now();
  return {
    admit(key) {
      if (now() - windowStart >= windowMs) {
        admitted = new Set();
        windowStart = now();
      }
      if (admitted.has(key)) return true;
      if (admitted.size >= max) return false;
      admitted.add(key);
      return true;
    },
    size: () => admitted.size,
  };
}
