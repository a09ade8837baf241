// A size in megabytes from the environment, for the bounds of the servers' caches (COMPRESSED_PAGES_MB,
// LAST_GOOD_PAGES_MB, PAGE_CACHE_MEMORY_MB). Plain JavaScript: the production server and next.config.ts read it
// without a compiler.

/** `environment[name]` as bytes: unset or empty is `defaultMegabytes`; anything but 0–4096 megabytes throws. */
export function megabytesFromEnv(environment, name, defaultMegabytes) {
  const raw = environment[name];
  const megabytes = raw === undefined || raw.trim() === "" ? defaultMegabytes : Number(raw);
  if (!Number.isFinite(megabytes) || megabytes < 0 || megabytes > 4096) throw new Error(`${name} must be a number of megabytes from 0 to 4096`);
  return Math.round(megabytes * 1024 * 1024);
}
