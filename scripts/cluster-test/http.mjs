// The cluster test's HTTP and database helpers (scripts/cluster-test.mjs): plain requests to one server or the
// proxy, a member's login, a report's photo form, and the figures a page shows against the database's.
import pg from "pg";
import sharp from "sharp";

export function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** Requests as the site at `site` sends them (its Origin on writes), and `member`'s login. */
export function siteClient({ site, member }) {
  async function get(base, pathname, headers = {}) {
    const res = await fetch(`${base}${pathname}`, { headers, redirect: "manual" });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, body, text: () => body.toString("utf8") };
  }

  async function write(base, method, pathname, { cookie, json, form, headers = {} } = {}) {
    const init = { method, redirect: "manual", headers: { origin: site, ...headers } };
    if (cookie) init.headers.cookie = cookie;
    if (json !== undefined) {
      init.headers["content-type"] = "application/json";
      init.body = JSON.stringify(json);
    }
    if (form) init.body = form;
    const res = await fetch(`${base}${pathname}`, init);
    const text = await res.text();
    let data = null;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON: the status says enough
    }
    return { status: res.status, headers: res.headers, data, text };
  }

  async function logIn(base) {
    const res = await write(base, "POST", "/api/auth/login", { json: member });
    expect(res.status === 200, `login answered ${res.status}: ${res.text.slice(0, 200)}`);
    const pairs = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0].trim())
      .filter((c) => /^[^=]+=./.test(c));
    expect(pairs.some((c) => /session-token=./.test(c)), "the login set no session cookie");
    return pairs.join("; ");
  }

  return { get, write, logIn };
}

export async function photoForm(fish) {
  const photo = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 40, g: 110, b: 150 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  const fields = { fish, weight: "2,5", length: "61", location: "Klusterviken", date: "", bait: "Wobbler" };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("image", new File([photo], "fangst.png", { type: "image/png" }));
  return form;
}

export const countFormat = new Intl.NumberFormat("sv-SE");

/** The "Fångster" counter of the home page's HTML, or null when the page has none. */
export function homeCount(html) {
  const match = /<dt>Fångster<\/dt>\s*<dd[^>]*>([^<]+)<\/dd>/.exec(html);
  return match ? Number(match[1].replace(/\D/g, "")) : null;
}

/** The like count a report page renders into its like button, or null when there is none. */
export function pageLikeCount(html) {
  const match = /(\d+)<span class="visually-hidden">\s*(?:<!-- -->)?\s*gillning(?:ar)?<\/span>/.exec(html);
  return match ? Number(match[1]) : null;
}

export async function query(sql, params = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export const reportCount = async () => (await query("select count(*)::int as n from reports"))[0].n;

/** The id the next report will get, so a server can be asked for it while it is still missing. */
export async function nextReportId() {
  const [{ name }] = await query("select pg_get_serial_sequence('reports', 'id') as name");
  const [row] = await query(`select last_value::int as last, is_called from ${name}`);
  return row.is_called ? row.last + 1 : row.last;
}
