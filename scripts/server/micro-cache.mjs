// A micro-cache of public pages inside the production server: the finished answer to a GET (status, headers with
// the CSP, compressed bytes) kept for a second, so a page many people read costs about what a static file costs
// instead of a pass through Next.js per request. The same rules as nginx's micro-cache in `npm run start:cluster`
// (docs/decisions/133, 134 and 293): members read the same copies as visitors (no page drawn for everyone reads the
// session), but not one that varies on the cookie, and nothing just after a write of their own; never Next.js's
// router requests; only 200 answers marked shareable (a page's s-maxage, a share card's `public`; not private, no-store or
// no-cache) without Set-Cookie, so a 404 is never kept and no one's session reaches anyone else. A write that
// passes this server empties it when it arrives and again when it is answered, so in one process every visitor
// sees a write at once; other processes' copies run out within the second. When a copy has run out, one visitor's
// read renders it afresh while the others get the copy that ran out (for at most MICRO_CACHE_STALE_MS), as nginx's
// `proxy_cache_use_stale updating` does: a page many visitors read goes to Next.js once a second, never once per
// waiting visitor, and no visitor waits behind that render.
import { isShareableCacheControl, MICRO_CACHE_SECONDS, ROUTER_HEADERS, sharedCopyReader, variesOnCookie } from "../../lib/edge-policy.mjs";
import { chooseEncoding } from "./compressed-pages.mjs";
import { ownBytes } from "./own-bytes.mjs";

/** How long an answer is kept unless PAGE_MICRO_CACHE_MS says otherwise (0 turns the cache off). */
export const MICRO_CACHE_MS = MICRO_CACHE_SECONDS * 1000;
/** The bytes kept at most: the oldest answers go first when a new one would pass it. */
export const MICRO_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** How long past its time a copy may still be given while one request renders its successor. */
export const MICRO_CACHE_STALE_MS = 10_000;

const READS = new Set(["GET", "HEAD"]);
/** Headers that describe one connection or one sending, never kept with a copy (RFC 9110 §7.6.1, and Date). */
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "te", "trailer", "upgrade", "proxy-connection", "date"];

/** PAGE_MICRO_CACHE_MS as a number of milliseconds (0–10,000); unset is one second. */
export function microCacheMs(environment = process.env) {
  const raw = environment.PAGE_MICRO_CACHE_MS;
  if (raw === undefined || raw.trim() === "") return MICRO_CACHE_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 10_000) throw new Error("PAGE_MICRO_CACHE_MS must be a whole number of milliseconds from 0 to 10000");
  return value;
}

/**
 * Whether an answer may be kept for other visitors: a 200 that sets no cookie and that its handler marked for
 * shared caches (a page Next.js marked s-maxage; a route handler's `public`: share cards, the map's clusters), and
 * not private, no-store or no-cache. API answers are private unless their handler says otherwise (lib/http.ts).
 */
export function isShareable(res) {
  if (res.statusCode !== 200 || res.getHeader("set-cookie")) return false;
  return isShareableCacheControl(res.getHeader("cache-control"));
}

export function createMicroCache({ ttlMs = MICRO_CACHE_MS, maxBytes = MICRO_CACHE_MAX_BYTES, staleMs = MICRO_CACHE_STALE_MS, now = Date.now } = {}) {
  /** key → { at, status, headers, body, etag, varyCookie }, oldest first (an answer kept again moves to the end). */
  const entries = new Map();
  /** The keys whose copy ran out and one request is rendering afresh. */
  const refreshing = new Set();
  let bytes = 0;

  const drop = (key, entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };
  // Every answer lives equally long, so the oldest are first: the run-out ones are dropped from the front.
  const dropExpired = () => {
    const oldest = now() - ttlMs - staleMs;
    for (const [key, entry] of entries) {
      if (entry.at > oldest) break;
      drop(key, entry);
    }
  };

  return {
    enabled: ttlMs > 0,

    /** The key a read is kept under (the same for a visitor and a member), or null when it passes the cache. */
    keyFor(req, https) {
      if (ttlMs <= 0 || !READS.has(req.method)) return null;
      if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
      // A member reads (and leaves) the same copies as visitors; their reads just after a write of theirs pass, and
      // so do their reads of their own feed on /.
      if (sharedCopyReader(req.headers.cookie, String(req.url ?? "").split("?", 1)[0]) === null) return null;
      const encoding = chooseEncoding(req.headers["accept-encoding"]) ?? "identity";
      return `${https ? "https" : "http"}|${req.headers.host ?? ""}|${req.url}|${encoding}`;
    },

    /** Answers the request from the cache when a fresh copy is there; says whether it did. */
    serve(req, res, key) {
      const entry = entries.get(key);
      if (!entry) return false;
      // A copy that depends on the cookie (a visitor's page of the list) is a visitor's only; the member's own
      // answer is drawn for them.
      if (entry.varyCookie && sharedCopyReader(req.headers.cookie) === "member") return false;
      let state = "HIT";
      if (entry.at <= now() - ttlMs) {
        if (entry.at <= now() - ttlMs - staleMs) {
          drop(key, entry);
          return false;
        }
        if (!refreshing.has(key)) {
          // This request renders the successor; until it is answered the others get this copy.
          refreshing.add(key);
          res.setMaxListeners(res.getMaxListeners() + 1);
          res.once("close", () => refreshing.delete(key));
          return false;
        }
        state = "STALE";
      }
      if (entry.etag && req.headers["if-none-match"] === entry.etag) {
        const kept = Object.entries({ etag: entry.etag, "cache-control": entry.headers["cache-control"], vary: entry.headers.vary });
        res.writeHead(304, { ...Object.fromEntries(kept.filter(([, value]) => value !== undefined)), "x-micro-cache": state });
        res.end();
        return true;
      }
      res.writeHead(entry.status, { ...entry.headers, "x-micro-cache": state });
      res.end(req.method === "HEAD" ? undefined : entry.body);
      return true;
    },

    /** Keeps the answer about to be sent, if it is a shareable page and this request a GET that may read copies. */
    keep(key, req, res, body) {
      if (!key || req.method !== "GET" || !isShareable(res) || body.length > maxBytes) return;
      const varyCookie = variesOnCookie(res.getHeader("vary"));
      // A member's answer that says it depends on the cookie is theirs alone, whatever else it says.
      if (varyCookie && sharedCopyReader(req.headers.cookie) === "member") return;
      dropExpired();
      const earlier = entries.get(key);
      if (earlier) drop(key, earlier);
      while (bytes + body.length > maxBytes && entries.size > 0) {
        const [oldestKey, oldest] = entries.entries().next().value;
        drop(oldestKey, oldest);
      }
      const headers = { ...res.getHeaders() };
      delete headers["server-timing"]; // the timings of the answer that was rendered, not of a copy's
      // A rewritten page (proxy.ts) comes back through Next.js's own HTTP proxy with the inner answer's hop-by-hop
      // headers and its Date set by hand: a copy sent with them would carry a stale Date and another connection's
      // keep-alive terms. Each copy gets its own from this server.
      for (const name of HOP_BY_HOP) delete headers[name];

      entries.set(key, { at: now(), status: res.statusCode, headers, body: ownBytes(body), etag: headers.etag ? String(headers.etag) : null, varyCookie });
      bytes += body.length;
    },

    /** Forgets every answer: a write is on its way or done. */
    clear() {
      entries.clear();
      bytes = 0;
    },

    stats: () => ({ entries: entries.size, bytes }),
  };
}

/** Whether a request may change what pages show (anything but a read): the cache is emptied around it. */
export const isWrite = (req) => !READS.has(req.method) && req.method !== "OPTIONS";
