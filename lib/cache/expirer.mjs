// Expiring cached pages from outside a request. Next.js's revalidateTag() needs the request it runs in; work done
// by the job queue has none. The page cache a process runs with (lib/cache/page-store.mjs, or the shared
// lib/cache/shared-page-cache.mjs) says here how to expire its pages directly; a worker process without Next.js
// says the same for the shared cache (scripts/jobs-worker.ts). Kept on globalThis: Next.js loads the handlers by
// path while the site's code comes from its bundle, and both must see the one registration.
const KEY = Symbol.for("fiskeganget.expirePages");

/** Says how this process expires cached pages when no request is there to do it. */
export function registerPageExpirer(expire) {
  globalThis[KEY] = expire;
}

/** How this process expires cached pages outside a request, or undefined when it holds none it can reach. */
export function pageExpirer() {
  return globalThis[KEY];
}

/** Next.js's refusal of revalidateTag() where no request is being served (its words: lib/cache/expirer.test.ts). */
export function outsideRequest(error) {
  return error instanceof Error && error.message.startsWith("Invariant: static generation store missing");
}
