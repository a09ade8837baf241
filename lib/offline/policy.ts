// What the service worker may keep for offline use, shared with the pages that clear it at logout. Only pages that
// are the same for every visitor are kept; member pages, the API and anything with a session in it never are.

/** Precached at install and shown for a page that was never opened, when there is no network. */
export const OFFLINE_PAGE = "/offline";

/** The Background Sync tag under which saved catches are sent. */
export const SEND_CATCHES_TAG = "send-catches";

/** The caches filled while browsing; logout deletes them (the precache holds the build's own files only). */
export const KEPT_CACHES = {
  pages: "fiskeganget-pages",
  images: "fiskeganget-images",
  assets: "fiskeganget-assets",
} as const;

// The public pages of SPEC §2 and the species pages; /search-results, /login and member pages are left out.
const KEPT_PAGES = /^\/(?:|home|about|contact|privacy|terms|offline|reports(?:\/.*)?|news(?:\/.*)?|arter(?:\/.*)?|profile\/\d+(?:\/friends)?)$/;

export function isKeptPage(url: URL): boolean {
  return KEPT_PAGES.test(url.pathname.replace(/\/$/, "") || "/");
}
