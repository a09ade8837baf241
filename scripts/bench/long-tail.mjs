// The long tail: pages read once each, as search engines, shared links and curious visitors read them. Each row asks
// a list of different addresses in random order, every address once until the list is used up, from many client
// addresses (X-Forwarded-For, with the site trusting one proxy), next to the bare server on the same addresses and
// to the framework's floor (a minimal Next.js page, scripts/bench/floor.mjs) on as many addresses of its own.
// The mixed rows run a crawler reading different report pages at full speed beside visitors reading cached pages,
// and report the visitors' p99: once with the crawler on one address (the per-client render limit answers it), once
// spread over many (only the bound on concurrent renders stands between it and the visitors).
import autocannon from "autocannon";
import pg from "pg";

/** Addresses the bench's clients claim to come from: 198.18.0.0/15, the range set aside for benchmarks (RFC 2544). */
const clientAddress = (n) => `198.18.${(n >> 8) & 255}.${n & 255}`;
/** The one address of a crawler that does not spread itself: its own, so it drains no other row's render rate. */
const CRAWLER_ADDRESS = "198.19.255.254";
/** The address of the bench's n-th ordinary row (one client with 10 connections), each its own. */
export const rowAddress = (n) => `198.19.${(n >> 8) & 127}.${n & 255}`;

function shuffled(list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Distinct whole numbers from 1 to `max`, `count` of them, in random order. */
function distinctIds(count, max) {
  const picked = new Set();
  while (picked.size < Math.min(count, max)) picked.add(1 + Math.floor(Math.random() * max));
  return [...picked];
}

/**
 * The addresses of each long-tail row, from the bench database: `count` report pages and profiles picked at random
 * among all, every species page and every published article (their number is what the site has).
 */
export async function longTailAddresses(databaseUrl, { count, reports }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const species = (await client.query("select slug from species order by slug")).rows.map((r) => `/arter/${r.slug}`);
    const members = (await client.query("select id from users where consent_status <> 'PENDING' order by random() limit $1", [count])).rows;
    const articles = (await client.query("select id, title from news_articles where published order by random() limit $1", [count])).rows;
    const slug = (title) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
    return {
      reports: distinctIds(count, reports).map((id) => `/reports/${id}`),
      species: shuffled(species),
      speciesSlugs: species.map((address) => address.slice("/arter/".length)),
      profiles: members.map((m) => `/profile/${m.id}`),
      articles: articles.map((a) => `/news/${a.id}-${slug(a.title)}`),
    };
  } finally {
    await client.end();
  }
}

/**
 * Every town /fiskevader offers (read off its form) with every species and with none, in random order: the kept
 * pages a visitor can reach by picking from the form.
 */
async function fishingWeatherAddresses(site, speciesSlugs) {
  const html = await fetch(`${site}/fiskevader`).then((res) => res.text());
  const select = /<select name="plats"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
  const towns = [...select.matchAll(/<option value="([a-z0-9-]+)"/g)].map((m) => m[1]);
  if (towns.length === 0) throw new Error("/fiskevader offers no towns to pick from");
  return shuffled(towns.flatMap((town) => ["", ...speciesSlugs].map((slug) => `/fiskevader?plats=${town}${slug ? `&art=${slug}` : ""}`)));
}

/** Asks each of `paths` once, in the given order, with `connections` at once; `clients` spreads them over addresses. */
export async function measureAddresses(base, paths, { connections, headers = {}, clients = true, duration = null }) {
  let next = 0;
  const options = {
    url: base,
    connections,
    headers,
    // With `amount`, autocannon looks whether it is done only at each sample tick (1 s by default), so a list the
    // bare server answers in 1.2 s was timed as 2 s. Ticks of 50 ms time it to within 50 ms.
    ...(duration ? { duration } : { amount: paths.length, sampleInt: 50 }),
    requests: [
      {
        setupRequest(req) {
          const n = next++;
          req.path = paths[n % paths.length];
          req.headers = { ...req.headers, "x-forwarded-for": clients ? clientAddress(n % 60_000) : CRAWLER_ADDRESS };
          return req;
        },
      },
    ],
  };
  const r = await autocannon(options);
  const seconds = r.duration || 1;
  return {
    rps: Math.round(r.requests.total / seconds),
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    requests: r.requests.total,
    statusCounts: r.statusCodeStats ?? {},
  };
}

/**
 * Visitors read cached pages (`cachedPaths`, warmed first) with `connections` for `seconds` while a crawler reads
 * `crawlPaths` with 10 connections; `crawlerClients` false puts the whole crawl on one address.
 */
export async function measureMixed(base, { cachedPaths, crawlPaths, headers, seconds, crawlerClients }) {
  for (const path of cachedPaths) await fetch(`${base}${path}`, { headers });
  const quiet = await measureAddresses(base, cachedPaths, { connections: 10, headers, duration: Math.max(2, Math.round(seconds / 2)) });
  const crawler = measureAddresses(base, crawlPaths, { connections: 10, headers, clients: crawlerClients, duration: seconds });
  // The visitors start once the crawler is under way, and stop before it does.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const visitors = await measureAddresses(base, cachedPaths, { connections: 10, headers, duration: Math.max(1, seconds - 1) });
  const crawl = await crawler;
  return { quiet, visitors, crawl };
}

/**
 * Whether BENCH_ONLY leaves the long tail, the mixed rows and the framework's floor in: always, unless it names none
 * of them. The long tail brings its floor with it (its ×floor); `floor` alone measures the floor alone.
 */
export function longTailSelected(only = process.env.BENCH_ONLY) {
  const names = (only ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const all = names.length === 0;
  const longTail = all || names.includes("long-tail");
  return { longTail, mixed: all || names.includes("mixed"), floor: longTail || names.includes("floor") };
}

/**
 * The framework's floor (scripts/bench/floor.mjs) on `paths`, each once: one address outside them is read first, as
 * the site has drawn its shell for the bench's preparation before its long tail begins.
 */
async function measureFloor(floor, paths, { connections, headers }) {
  await fetch(`${floor}/p/0`, { headers });
  const row = await measureAddresses(floor, paths, { connections, headers });
  return { target: "/p/{different}", kind: "floor", as: "Next.js floor", ...row, vsFloor: 1 };
}

const ratio = (a, b) => (a && b ? Number((a / b).toFixed(2)) : null);

/**
 * The long-tail rows (each kind of page against the bare server on the same addresses, and against the framework's
 * floor on as many addresses of its own) and the mixed rows. Run on a freshly started site, before anything else has
 * been read. `count` addresses per kind (species: all there are). `floor`: the floor's origin, `floorPaths` its addresses.
 */
export async function measureLongTail({ site, bare, floor, floorPaths, databaseUrl, connections, headers, reports, count, seconds, selected }) {
  const addresses = await longTailAddresses(databaseUrl, { count: count * 2, reports });
  const rows = [];
  // The floor's addresses are read in slices, each once: the first slice is the floor's own row, then one slice just
  // before and one just after each long-tail row, whose ×floor is held against the mean of those two. This machine is
  // shared, and its speed drifted by half within minutes (docs/performance.md): a floor read once, minutes before a
  // row, was not the floor of that row's minutes.
  let floorAt = 0;
  const readFloor = async (n) => {
    const slice = floorPaths.slice(floorAt, floorAt + n);
    floorAt += n;
    return measureAddresses(floor, slice, { connections, headers });
  };
  const floorRow = selected.floor ? await measureFloor(floor, floorPaths.slice(0, (floorAt = count)), { connections, headers }) : null;
  if (floorRow) rows.push(floorRow);
  /** `measure` between two readings of the floor, each on up to a third of `count` addresses: its rows and their floor. */
  const besideFloor = async (n, measure) => {
    if (!floorRow) return { measured: await measure(), vsFloor: () => ({}) };
    const slice = Math.min(n, Math.ceil(count / 3));
    const before = await readFloor(slice);
    const measured = await measure();
    const after = await readFloor(slice);
    const floorRps = Math.round((before.rps + after.rps) / 2);
    return { measured, vsFloor: (rps) => ({ floorRps, floorBefore: before.rps, floorAfter: after.rps, vsFloor: ratio(rps, floorRps) }) };
  };
  const kinds = [
    ["/reports/{different}", addresses.reports],
    ["/arter/{different}", addresses.species],
    ["/profile/{different}", addresses.profiles],
    ["/news/{different}", addresses.articles],
  ];
  if (selected.longTail) {
    let bareReports = null;
    for (const [target, all] of kinds) {
      if (all.length === 0) continue;
      // The same addresses for both, the bare server first (it caches nothing; the database is as warm for both).
      const paths = all.slice(0, count);
      const { measured, vsFloor } = await besideFloor(paths.length, async () => ({
        bareRow: await measureAddresses(bare, paths, { connections, headers }),
        siteRow: await measureAddresses(site, paths, { connections, headers }),
      }));
      const { bareRow, siteRow } = measured;
      rows.push({ target, kind: "long-tail", as: "visitor", ...siteRow, bareRps: bareRow.rps, vsBare: ratio(siteRow.rps, bareRow.rps), ...vsFloor(siteRow.rps) });
      rows.push({ target, kind: "bare", as: "bare server", ...bareRow, vsBare: 1, ...vsFloor(bareRow.rps) });
      if (target === "/reports/{different}") bareReports = bareRow;
    }
    // /fiskevader for different towns and species: each a kept page drawn on its first read, held to the floor like
    // the others. The bare server has no such page: beside it, what the bare server's first read of a report page costs.
    const weather = (await fishingWeatherAddresses(site, addresses.speciesSlugs)).slice(0, count);
    if (bareReports && weather.length) {
      const { measured: siteRow, vsFloor } = await besideFloor(weather.length, () => measureAddresses(site, weather, { connections, headers }));
      const yardstick = "the bare server's report pages";
      rows.push({
        target: "/fiskevader?plats={different}&art={different}", kind: "long-tail", as: "visitor", ...siteRow,
        yardstick, bareRps: bareReports.rps, vsBare: ratio(siteRow.rps, bareReports.rps), ...vsFloor(siteRow.rps),
      });
    }
  }
  if (selected.mixed) {
    // Report pages no row has read yet: every one of them is a render.
    const crawlPaths = addresses.reports.slice(count);
    const cachedPaths = ["/", "/reports", "/about", "/arter", "/news", "/karta"];
    for (const [as, crawlerClients] of [["crawler on one address", false], ["crawler on many addresses", true]]) {
      const { quiet, visitors, crawl } = await measureMixed(site, { cachedPaths, crawlPaths, headers, seconds, crawlerClients });
      const refused = Object.entries(crawl.statusCounts).filter(([code]) => code === "429" || code === "503").map(([code, v]) => `${v.count} × ${code}`);
      rows.push({
        target: "cached pages beside a crawler",
        kind: "mixed",
        as,
        ...visitors,
        quietP99: quiet.p99,
        crawlRps: crawl.rps,
        crawlP99: crawl.p99,
        crawlRefused: refused.join(", ") || "none",
      });
    }
  }
  return rows;
}
