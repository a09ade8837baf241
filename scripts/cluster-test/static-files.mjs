// The cluster test's steps for what nginx serves from disk: a /_next/static file as the build's brotli or gzip copy
// with immutable caching, and a public/ file, both answered while every app server is stopped (SIGSTOP), so neither
// can have reached Node. The app servers are continued whatever happens.
import { request } from "node:http";
import process from "node:process";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { SECURITY_HEADERS } from "../../lib/edge-policy.mjs";

const IMMUTABLE = "public, max-age=31536000, immutable";
const PUBLIC_FILE = "/icons/icon-192.png";

/** GET with node:http (fetch would decode the body), failing after `ms`; headers answer to `.get(name)`. */
function fetchWithin(url, headers, ms) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const get = (name) => {
          const value = res.headers[name.toLowerCase()];
          return Array.isArray(value) ? value.join(", ") : (value ?? null);
        };
        resolve({ status: res.statusCode, headers: { get }, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.setTimeout(ms, () => req.destroy(new Error(`no answer within ${ms} ms`)));
    req.on("error", reject);
    req.end();
  });
}

const decode = (encoding, body) => (encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body);

/** The first /_next/static stylesheet the home page links. */
async function stylesheetOf(base) {
  const html = await (await fetch(`${base}/`)).text();
  const href = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1]
    ?? /<link\b[^>]*\bhref="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  if (!href) throw new Error("the home page links no /_next/static stylesheet");
  return href;
}

function pauseGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone: the supervisor reports that
  }
}

/**
 * Runs the steps. `apps` are the app servers' child processes; `app` one app server's origin; `proxy` nginx's;
 * `brotli` whether nginx has the brotli_static module.
 */
export async function staticFileSteps({ step, expect, apps, app, proxy, brotli }) {
  let css = null;
  let original = null;
  await step("an app server links a /_next/static stylesheet and serves it", async () => {
    css = await stylesheetOf(app);
    const res = await fetchWithin(`${app}${css}`, { "accept-encoding": "identity" }, 10_000);
    expect(res.status === 200, `${css} answered ${res.status}`);
    original = res.body;
    return css;
  });
  if (!css) return;
  const fromApp = await fetchWithin(`${app}${css}`, { "accept-encoding": "br, gzip" }, 10_000);

  for (const child of apps) pauseGroup(child, "SIGSTOP");
  try {
    await step("with the app servers stopped, nginx does not answer an app address (the pause holds)", async () => {
      const answered = await fetchWithin(`${proxy}/api/health`, {}, 1500).then(
        (res) => res.status,
        () => null,
      );
      expect(answered === null, `/api/health answered ${answered} through nginx while the app servers were stopped`);
    });

    const expected = brotli ? "br" : "gzip";
    await step(`with the app servers stopped, nginx sends ${css} as its ${expected} copy, immutable`, async () => {
      const res = await fetchWithin(`${proxy}${css}`, { "accept-encoding": "br, gzip" }, 5000);
      expect(res.status === 200, `answered ${res.status}`);
      expect(res.headers.get("content-encoding") === expected, `Content-Encoding ${res.headers.get("content-encoding")}`);
      expect(res.headers.get("cache-control") === IMMUTABLE, `Cache-Control ${res.headers.get("cache-control")}`);
      expect(/accept-encoding/i.test(res.headers.get("vary") ?? ""), `Vary ${res.headers.get("vary")}`);
      expect(Number(res.headers.get("content-length")) === res.body.length, "Content-Length differs from the body");
      expect(decode(expected, res.body).equals(original), "the decoded body differs from the file");
      expect(/^text\/css/i.test(res.headers.get("content-type") ?? ""), `Content-Type ${res.headers.get("content-type")}`);
      for (const { key, value } of SECURITY_HEADERS) {
        expect(res.headers.get(key) === value, `${key}: ${res.headers.get(key)}`);
        expect(fromApp.headers.get(key) === value, `the app server's ${key}: ${fromApp.headers.get(key)}`);
      }
      expect(fromApp.headers.get("cache-control") === IMMUTABLE, `the app server's Cache-Control ${fromApp.headers.get("cache-control")}`);
      return `${res.body.length} of ${original.length} bytes`;
    });

    await step("with the app servers stopped, nginx sends the gzip copy to a gzip-only client", async () => {
      const res = await fetchWithin(`${proxy}${css}`, { "accept-encoding": "gzip" }, 5000);
      expect(res.headers.get("content-encoding") === "gzip", `Content-Encoding ${res.headers.get("content-encoding")}`);
      expect(gunzipSync(res.body).equals(original), "the decoded body differs from the file");
    });

    await step(`with the app servers stopped, nginx serves the public file ${PUBLIC_FILE}`, async () => {
      const res = await fetchWithin(`${proxy}${PUBLIC_FILE}`, {}, 5000);
      expect(res.status === 200, `answered ${res.status}`);
      expect(res.headers.get("content-type") === "image/png", `Content-Type ${res.headers.get("content-type")}`);
      expect(res.headers.get("cache-control") === "public, max-age=0", `Cache-Control ${res.headers.get("cache-control")}`);
      expect(res.headers.get("x-content-type-options") === "nosniff", "no X-Content-Type-Options");
    });
  } finally {
    for (const child of apps) pauseGroup(child, "SIGCONT");
  }

  await step("the app servers answer through nginx again", async () => {
    const res = await fetchWithin(`${proxy}/api/health`, {}, 10_000);
    expect(res.status === 200, `/api/health answered ${res.status}`);
  });
}
