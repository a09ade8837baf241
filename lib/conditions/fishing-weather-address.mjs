// /fiskevader's addresses and the kept pages that answer them, in plain JavaScript: proxy.ts rewrites by it, and the
// production server's render gate reads it to tell a kept page the page store holds from one that must be rendered
// (scripts/server/site-handler.mjs). Free of database and server imports (docs/decisions/282-kept-fishing-weather.md).

/** Where /fiskevader for a town (or the default place) and a species (or all) is kept as a page of its own. */
export const KEPT_FISHING_WEATHER = "/fiskevader/vy/";
/** The path segment for "not chosen": the default place, or every species. */
export const ALL = "alla";
/** How long a kept page is served before it is rendered again in the background (the kept page's `revalidate`). */
export const KEPT_FISHING_WEATHER_SECONDS = 900;

const SLUG = /^[a-z0-9-]{1,40}$/;

/**
 * The kept page for a /fiskevader query, or null when the address is rendered on request: a position (lat/lon),
 * any other parameter, a repeated one, or a value that cannot be a town's or a species' slug.
 */
export function keptFishingWeatherPage(params) {
  for (const key of params.keys()) {
    if (key !== "plats" && key !== "art") return null;
    if (params.getAll(key).length > 1) return null;
  }
  const place = params.get("plats") ?? "";
  const species = params.get("art") ?? "";
  if ((place && !SLUG.test(place)) || (species && !SLUG.test(species))) return null;
  return `${KEPT_FISHING_WEATHER}${place || ALL}/${species || ALL}`;
}
