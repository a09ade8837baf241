// The forwarding stage: the client-address contract of X-Forwarded-For and https detection behind a trusted proxy,
// and the settings the server reads at start (docs/decisions/110-production-server-and-csp.md).

/** TRUST_PROXY read as lib/env.ts reads it: a number of proxies (0–99), or true (1) / false (0); unset is 0. */
export function parseTrustProxy(raw) {
  if (raw === undefined) return 0;
  const value = String(raw).trim();
  if (!/^(\d{1,2}|true|false)$/.test(value)) throw new Error("TRUST_PROXY must be a number of proxies, true or false");
  return value === "true" ? 1 : value === "false" ? 0 : Number(value);
}

export function readServerSettings(environment = process.env) {
  const siteUrl = environment.SITE_URL ?? environment.NEXTAUTH_URL ?? "http://localhost:3000";
  return {
    trustProxy: parseTrustProxy(environment.TRUST_PROXY),
    siteIsHttps: siteUrl.startsWith("https://"),
    production: environment.NODE_ENV === "production",
  };
}

/** What a production server should say before its first request (read by the operator, so in English). */
export function startupWarnings(environment = process.env) {
  const warnings = [];
  const outboxOnly = /^(true|1|yes|on)$/i.test(environment.MAIL_OUTBOX_ONLY ?? "");
  if (!environment.RESEND_API_KEY && !outboxOnly) {
    warnings.push(
      "RESEND_API_KEY is not set: every e-mail (password reset, parental consent) will fail. Set it before members need mail.",
    );
  } else if (!environment.RESEND_API_KEY) {
    warnings.push("MAIL_OUTBOX_ONLY is set: e-mails are only kept in email_outbox, never delivered. Meant for test runs.");
  }
  return warnings;
}

const listOf = (value) =>
  (Array.isArray(value) ? value.join(",") : (value ?? ""))
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Rewrites the request's forwarding headers so that the last X-Forwarded-For entry is always the address of the
 * peer this socket talks to. Without a trusted proxy whatever the client sent is replaced; with TRUST_PROXY=N the
 * peer (the nearest proxy) is appended to the chain the proxies built. Answers whether the request came over https.
 */
export function applyForwarding(req, { trustProxy, siteIsHttps }) {
  const peer = req.socket?.remoteAddress ?? "";
  const encrypted = Boolean(req.socket?.encrypted);
  let https = siteIsHttps || encrypted;
  if (trustProxy >= 1) {
    const chain = listOf(req.headers["x-forwarded-for"]);
    req.headers["x-forwarded-for"] = [...chain, peer].join(", ");
    // The entry the outermost trusted proxy wrote; anything further left is the client's own claim.
    const protocols = listOf(req.headers["x-forwarded-proto"]);
    const claimed = protocols[Math.max(0, protocols.length - trustProxy)];
    if (claimed?.toLowerCase() === "https") https = true;
  } else {
    req.headers["x-forwarded-for"] = peer;
    req.headers["x-forwarded-proto"] = encrypted ? "https" : "http";
    delete req.headers["x-forwarded-host"];
  }
  return https;
}

/** Whether a request carries headers that only a proxy should set (for the TRUST_PROXY warning). */
export function carriesProxyHeaders(req) {
  return Boolean(req.headers["x-forwarded-for"] || req.headers.forwarded || req.headers["x-real-ip"]);
}

/** Warns once when proxy headers arrive at a production server that trusts no proxy. */
export function createProxyHeaderWarning({ settings, log }) {
  let warned = false;
  return (req) => {
    if (warned || !settings.production || settings.trustProxy >= 1 || !carriesProxyHeaders(req)) return;
    warned = true;
    log.warn(
      "\n[server] WARNING: requests arrive with X-Forwarded-For / Forwarded / X-Real-IP, but TRUST_PROXY is not set.\n" +
        "[server] Every client is then one address to the rate limits. Behind a reverse proxy set TRUST_PROXY to the\n" +
        "[server] number of proxies in front of this server; otherwise clients are sending these headers themselves.\n",
    );
  };
}
