// The pages `next build` rendered ahead (its prerender manifest): Next.js answers them from the build's copies, so
// they are kept pages from the first request on, though the page store only sees them once they are rendered again.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The addresses of the build's prerendered pages (an empty set when the manifest cannot be read). */
export function readPrerenderedPages(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
    return new Set(Object.keys(manifest.routes ?? {}).filter((route) => !/\.[a-z0-9]+$/i.test(route)));
  } catch {
    return new Set();
  }
}

/** isStoredPage that also counts the build's prerendered pages as kept. */
export function withPrerenderedPages(isStoredPage, prerendered) {
  return (pathname) => prerendered.has(pathname) || isStoredPage(pathname);
}
