// Visitors before crawlers. Rendering a page Next.js has not cached costs tens of milliseconds of the one thread that
// also answers every cached page, so renders pass a gate: each client (its address, an IPv6 /64) may start a fair
// number of them (a token bucket: RENDER_RATE_PER_MINUTE, RENDER_BURST, both times RENDER_RATE_FACTOR,
// which is RATE_LIMIT_FACTOR unless set) and is
// answered 429 with Retry-After beyond it; and at most RENDER_CONCURRENCY renders run at once, the rest wait in a
// queue for at most RENDER_QUEUE_DEADLINE_MS and are answered 503 with Retry-After past it. Cached pages never pass
// the gate. Search engines' crawlers get the same rate as everyone (docs/decisions/191-visitors-before-crawlers.md).
import { normalizeIp } from "../../lib/rate-limit/ip-key.mjs";
import { HSTS, SECURITY_HEADERS } from "../../lib/edge-policy.mjs";
import { contentSecurityPolicy } from "./csp.mjs";
import { plainPage } from "./plain-page.mjs";

export const RENDER_GATE_DEFAULTS = Object.freeze({
  // Two: a render spends part of its time waiting on the database and the disk, and a second one fills that wait
  // (a fifth more first reads) while cached pages stay fast beside a crawler (decision 191, 27 November).
  concurrency: 2,
  queueLimit: 64,
  deadlineMs: 10_000,
  perMinute: 120,
  burst: 30,
  /** Clients whose buckets are remembered; beyond it the longest idle are forgotten (they start full again). */
  maxClients: 50_000,
});

function intSetting(environment, name, fallback, min, max) {
  const raw = environment[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** The gate's settings from the environment; a bad value throws at start, before the first request. */
export function readRenderGateSettings(environment = process.env) {
  // RENDER_RATE_FACTOR when set (a bench measures the real rate while it raises the API's), else the API's factor.
  const factorName = environment.RENDER_RATE_FACTOR?.trim() ? "RENDER_RATE_FACTOR" : "RATE_LIMIT_FACTOR";
  const factorRaw = environment[factorName];
  const factor = factorRaw === undefined || factorRaw.trim() === "" ? 1 : Number(factorRaw);
  if (!Number.isFinite(factor) || factor <= 0 || factor > 1000) throw new Error(`${factorName} must be a number above 0 and at most 1000`);
  const d = RENDER_GATE_DEFAULTS;
  return {
    concurrency: intSetting(environment, "RENDER_CONCURRENCY", d.concurrency, 1, 64),
    queueLimit: intSetting(environment, "RENDER_QUEUE_LIMIT", d.queueLimit, 0, 10_000),
    deadlineMs: intSetting(environment, "RENDER_QUEUE_DEADLINE_MS", d.deadlineMs, 1, 60_000),
    // 0 turns the per-client limit off (the concurrency bound stays).
    perMinute: Math.round(intSetting(environment, "RENDER_RATE_PER_MINUTE", d.perMinute, 0, 1_000_000) * factor),
    burst: Math.max(1, Math.round(intSetting(environment, "RENDER_BURST", d.burst, 1, 1_000_000) * factor)),
    maxClients: d.maxClients,
  };
}

/**
 * The client key of a request whose forwarding headers applyForwarding has rewritten: the entry `trustProxy` places
 * left of the last in X-Forwarded-For (the peer itself without a trusted proxy), as the route handlers' limits read it.
 */
export function renderClientKey(req, trustProxy) {
  const hops = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const candidate = hops[Math.max(0, hops.length - 1 - trustProxy)] ?? req.socket?.remoteAddress ?? "";
  return normalizeIp(candidate) ?? "unknown";
}

export function createRenderGate({ settings = readRenderGateSettings(), now = () => performance.now() } = {}) {
  const { concurrency, queueLimit, deadlineMs, perMinute, burst, maxClients } = settings;
  const perMs = perMinute / 60_000;
  /** client → { tokens, at }, least recently used first. */
  const buckets = new Map();
  /** Waiting renders, oldest first: { start, timer }. */
  const queue = [];
  let running = 0;
  const counts = { admitted: 0, limited: 0, shed: 0 };

  /** Takes one render from the client's bucket: null when it may render, else the seconds until it may. */
  function take(client) {
    if (perMinute <= 0) return null;
    const at = now();
    const bucket = buckets.get(client) ?? { tokens: burst, at };
    buckets.delete(client);
    bucket.tokens = Math.min(burst, bucket.tokens + (at - bucket.at) * perMs);
    bucket.at = at;
    buckets.set(client, bucket);
    if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return null;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
  }

  function release() {
    running -= 1;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      running += 1;
      next.start();
    }
  }

  /**
   * Lets one render through. `start(done)` runs now or when a place is free, and must call `done` once the render
   * has finished (or its client went away); `refuse(status, retryAfterSeconds)` runs instead when the client is over
   * its rate (429) or no place came free within the deadline (503).
   */
  function admit(client, start, refuse) {
    const wait = take(client);
    if (wait !== null) {
      counts.limited += 1;
      return refuse(429, wait);
    }
    let released = false;
    const done = () => {
      if (released) return;
      released = true;
      release();
    };
    if (running < concurrency) {
      running += 1;
      counts.admitted += 1;
      return start(done);
    }
    const shedAfter = Math.max(1, Math.ceil(deadlineMs / 1000));
    if (queue.length >= queueLimit) {
      counts.shed += 1;
      return refuse(503, shedAfter);
    }
    const waiter = {
      start: () => {
        counts.admitted += 1;
        start(done);
      },
      timer: setTimeout(() => {
        const index = queue.indexOf(waiter);
        if (index !== -1) queue.splice(index, 1);
        counts.shed += 1;
        refuse(503, shedAfter);
      }, deadlineMs),
    };
    queue.push(waiter);
  }

  return { admit, stats: () => ({ running, waiting: queue.length, clients: buckets.size, ...counts }) };
}

const TOO_MANY = plainPage({
  title: "För många sidor",
  heading: "Du har öppnat många sidor på kort tid",
  text: "Sidor som ingen har läst på ett tag tar en stund att ta fram, så varje anslutning får öppna ett visst antal i minuten. Vänta en liten stund och försök igen.",
});
const BUSY = plainPage({
  title: "Hög belastning",
  heading: "Fiskegänget har mycket att göra just nu",
  text: "Sidan kunde inte tas fram i tid. Inget av det du har sparat är borta – försök igen om en stund.",
});

/**
 * Sends the gate's refusal: a short Swedish page with Retry-After, never stored by anyone. It has no script, so its
 * Content-Security-Policy lists no hash; `https` adds HSTS as on every other answer.
 */
export function sendRefusal(req, res, { status, retryAfterSeconds, https }) {
  const body = status === 429 ? TOO_MANY : BUSY;
  res.statusCode = status;
  res.setHeader("content-security-policy", contentSecurityPolicy([], https));
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  if (https) res.setHeader("strict-transport-security", HSTS);
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", "no-store");
  res.setHeader("retry-after", String(retryAfterSeconds));
  res.end(req.method === "HEAD" ? undefined : body);
}
