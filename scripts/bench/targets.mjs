// What npm run bench measures: its targets, the subset BENCH_ONLY names, and the share cards' first drawing.
import process from "node:process";

// `bare`: the bare server answers the same address (true) or the address named, to compare with (a string). `html`: a page, so it has first-load JS. `optional`: skipped
// with a note while the route does not exist. The report page's path is filled in once an id is known.
export const TARGETS = [
  // `memberPath`: what a member reads instead. A member's / is their feed (the "/@flode" row); their home page is /home.
  { key: "/", bare: true, html: true, memberPath: "/home" },
  { key: "/reports", bare: true, html: true },
  { key: "/reports/{id}", bare: true, html: true },
  { key: "/about", bare: false, html: true },
  { key: "/news", bare: false, html: true, optional: true },
  { key: "/arter", bare: false, html: true },
  // A common species: its page reads the heaviest catches and a year of months from the whole table.
  { key: "/arter/gadda", bare: false, html: true },
  // The member's logbook in pictures, their kept copy once drawn (decision 309; `as`: only that row; a visitor is
  // sent to log in). Asked from many client addresses, as many members would: from one, the render gate's fair rate
  // per client would answer nearly every request with 429.
  { key: "/my-profile/monster", bare: false, html: true, as: "member" },
  // The member's / is their feed (500 matroser, scripts/bench/feed.mjs), their kept copy once drawn (decision 309);
  // the bare server answers the same reads at /flode, drawing them on every request.
  { key: "/@flode", path: "/", bare: "/flode", html: true, as: "member" },
  // A public fishing trip (scripts/bench/trip.mjs: six coming, ten catches): a visitor's from the cached copy, a
  // member's drawn for them on every request (decision 305; `perRequest: "member"`, for that reader only).
  { key: "/turer/{trip}", bare: false, html: true, perRequest: "member" },
  { key: "/api/reports", bare: true, html: false },
  // The catch map: the page, and its clusters for the whole of Sweden far out and for one county (Stockholm's)
  // close in, each against the bare server's /api/reports (one indexed aggregate should keep up with one page).
  { key: "/karta", bare: false, html: true },
  // `path`: the address asked, when the key (what BENCH_ONLY names, so no commas) is not it.
  { key: "/api/map@sverige", path: "/api/map?bbox=10.5,55,24.2,69.1&zoom=5", bare: "/api/reports", html: false },
  { key: "/api/map@stockholm", path: "/api/map?bbox=17.2,58.7,19.4,60.2&zoom=9", bare: "/api/reports", html: false },
  // Filters and the search (docs/decisions/210–213): visitors' filtered pages from the bounded page cache, members'
  // the same with their own exact points; the search box's suggestions. Keys name the variant (no commas).
  { key: "/reports@species", path: "/reports?species=gadda", bare: false, html: true },
  { key: "/reports@species-period-weight", path: "/reports?species=gadda&season=host&weight_min=2", bare: false, html: true },
  { key: "/reports@search", path: "/reports?q=wobbler", bare: false, html: true },
  { key: "/api/reports@species", path: "/api/reports?species=gadda", bare: false, html: false },
  { key: "/api/reports@species-period-weight", path: "/api/reports?species=gadda&from=2025-01-01&to=2025-12-31&weight_min=2", bare: false, html: false },
  { key: "/api/reports@search", path: "/api/reports?q=g%C3%A4ddor", bare: false, html: false },
  { key: "/api/reports@misspelt", path: "/api/reports?q=abborar", bare: false, html: false },
  { key: "/api/search/suggest", path: "/api/search/suggest?q=g%C3%A4d", bare: false, html: false },
  // A competition's leaderboard: 1,000 participants and 100,000 counting catches (BENCH_COMPETITION=1, else skipped).
  { key: "/tavlingar/1", bare: false, html: true, optional: true },
  // The competitions' list, and the week's fishing weather for a town (the forecast as the environment points it).
  { key: "/tavlingar", bare: false, html: true },
  { key: "/fiskevader", bare: false, html: true },
  // The report page's share card: served from the cache; its first drawing is timed apart (cardRenderMs).
  { key: "/reports/{id}/opengraph-image", bare: false, html: false, kind: "card" },
];

/** Whether BENCH_ONLY is unset or names one of `keys`. */
const named = (...keys) => !process.env.BENCH_ONLY?.trim() || process.env.BENCH_ONLY.split(",").some((s) => keys.includes(s.trim()));

/** Whether the posting pairs run: always, unless BENCH_ONLY leaves out "posting". */
export const postingSelected = () => named("posting");
/** The like, comment and post beside the bare server's (scripts/bench/writes.mjs): with "posting", or "writes" alone. */
export const writesSelected = () => named("posting", "writes");
/** Competition day (scripts/bench/writes.mjs): with "posting", or "competition-day" alone. */
export const competitionDaySelected = () => named("posting", "competition-day");
/** The logbook export of 10,000 catches (scripts/bench/export.mjs): "export". */
export const exportSelected = () => named("export");
/** The logbook import of 10,000 rows beside visitors (scripts/bench/import.mjs). */
export const importSelected = () => named("import");

/** The targets BENCH_ONLY names (all when unset), and a report id when it names a concrete /reports/{number}. */
export function selectedTargets() {
  const only = process.env.BENCH_ONLY?.trim();
  if (!only) return { targets: TARGETS, reportId: null };
  const keys = new Set();
  let reportId = null;
  for (const entry of only.split(",").map((s) => s.trim()).filter(Boolean)) {
    const key = entry.replace(/(.)\/$/, "$1").replace(/^\/reports\/[^/]+(\/opengraph-image)?$/, "/reports/{id}$1");
    // static: measured anyway, the ratios need it; the others are rows of their own.
    if (["static", "posting", "writes", "competition-day", "long-tail", "mixed", "floor", "export", "import"].includes(key)) continue;
    if (!TARGETS.some((t) => t.key === key)) {
      throw new Error(`BENCH_ONLY: unknown target "${entry}" (known: ${TARGETS.map((t) => t.key).join(", ")})`);
    }
    if (/^\/reports\/\d+$/.test(entry)) reportId = Number(entry.slice("/reports/".length));
    keys.add(key);
  }
  return { targets: TARGETS.filter((t) => keys.has(t.key)), reportId };
}

/** The slowest of three first drawings of share cards, of reports picked at random (none drawn since the build). */
export async function timeCardRenders(site, reports) {
  let slowest = 0;
  for (let i = 0; i < 3; i++) {
    const id = 1 + Math.floor(Math.random() * reports);
    const started = performance.now();
    const res = await fetch(`${site}/reports/${id}/opengraph-image`);
    await res.arrayBuffer();
    if (res.ok) slowest = Math.max(slowest, performance.now() - started);
  }
  return Math.round(slowest);
}
