// The cluster test's steps after the static files (scripts/cluster-test.mjs): a write through one app server is what
// the other serves next (pages, counters, photos, likes, deletions), read after write through nginx, and a rate
// limit filled through one server holds on the other.
import { randomBytes } from "node:crypto";
import { staticFileSteps } from "./static-files.mjs";
import { countFormat, expect, homeCount, nextReportId, pageLikeCount, photoForm, reportCount } from "./http.mjs";

/** Runs every step through `step(name, check)`; `apps` are the app servers' processes, `http` a siteClient. */
export async function runClusterSteps({ step, apps, A, B, PROXY, brotli, http, member }) {
  const { get, write, logIn } = http;
  const MEMBER = member;
  await staticFileSteps({ step, expect, apps, app: A, proxy: PROXY, brotli });

  const fish = `Klustergädda ${randomBytes(3).toString("hex")}`;
  let cookieA = null;
  let report = null;

  await step("a member logs in through A, and B accepts the session", async () => {
    cookieA = await logIn(A);
    const me = await get(B, "/api/auth/me", { cookie: cookieA });
    expect(me.status === 200 && JSON.parse(me.text()).username === MEMBER.username, `B /api/auth/me answered ${me.status}`);
  });
  if (!cookieA) return;

  // B renders and keeps the pages before the write: the home page with the old count, and the new report's
  // address while it is missing. Only a shared cache lets B's next answers show the write.
  const before = await reportCount();
  const expectedId = await nextReportId();
  await step("B serves / with the current count before the write", async () => {
    const shown = homeCount((await get(B, "/")).text());
    expect(shown === before, `B's / shows ${shown}, the database holds ${before}`);
    return `${countFormat.format(before)} reports`;
  });
  const missing = await get(B, `/reports/${expectedId}`);

  await step("A takes a report with a photo (multipart, Origin of the site)", async () => {
    const res = await write(A, "POST", "/api/reports", { cookie: cookieA, form: await photoForm(fish) });
    expect(res.status === 201, `POST /api/reports answered ${res.status}: ${res.text.slice(0, 200)}`);
    report = res.data;
    expect(report?.id && report.image, `the answer has no id or photo: ${res.text.slice(0, 200)}`);
    return `report ${report.id}, photo ${report.image}`;
  });
  if (!report) return;

  await step("A shows its own write on /reports/{id}", async () => {
    const page = await get(A, `/reports/${report.id}`);
    expect(page.status === 200 && page.text().includes(fish), `A's /reports/${report.id} answered ${page.status}`);
  });

  await step("B: / shows the new count on the next request", async () => {
    const shown = homeCount((await get(B, "/")).text());
    expect(shown === before + 1, `B's / shows ${shown}, expected ${before + 1}`);
  });

  await step("B: /reports/{id} answers 200 with the fish", async () => {
    const page = await get(B, `/reports/${report.id}`);
    const asked = report.id === expectedId ? ` (B answered ${missing.status} for it before the write)` : "";
    expect(page.status === 200, `B's /reports/${report.id} answered ${page.status}${asked}`);
    expect(page.text().includes(fish), `B's /reports/${report.id} does not show "${fish}"`);
  });

  const photoPath = `/uploads/reports/${report.image}`;
  await step("B serves the photo", async () => {
    const res = await fetch(`${B}${photoPath}`);
    const type = res.headers.get("content-type") ?? "";
    await res.arrayBuffer();
    expect(res.status === 200, `B's ${photoPath} answered ${res.status}`);
    expect(type.startsWith("image/"), `B's ${photoPath} is ${type || "without a type"}`);
    return type;
  });

  await step("a like through B shows on A (API and the cached report page)", async () => {
    const like = await write(B, "POST", `/api/likes/reports/${report.id}`, { cookie: cookieA });
    expect(like.status === 200 && like.data?.likeCount === 1, `B's like answered ${like.status}: ${like.text.slice(0, 200)}`);
    const status = await get(A, `/api/likes/reports/${report.id}`, { cookie: cookieA });
    const data = JSON.parse(status.text());
    expect(data.likeCount === 1 && data.userLiked === true, `A's GET /api/likes answered ${status.text()}`);
    const shown = pageLikeCount((await get(A, `/reports/${report.id}`)).text());
    expect(shown === 1, `A's /reports/${report.id} shows ${shown} likes`);
  });

  await throughTheProxy(fish);

  await step("a delete through B makes /reports/{id} a 404 on A", async () => {
    const res = await write(B, "DELETE", `/api/reports/${report.id}`, { cookie: cookieA });
    expect(res.status === 200, `B's DELETE answered ${res.status}: ${res.text.slice(0, 200)}`);
    const page = await get(A, `/reports/${report.id}`);
    expect(page.status === 404, `A's /reports/${report.id} answered ${page.status}`);
  });

  await step("the deleted report's photo is gone from A and B", async () => {
    for (const [name, base] of [["A", A], ["B", B]]) {
      const res = await fetch(`${base}${photoPath}`);
      await res.arrayBuffer();
      expect(res.status === 404, `${name}'s ${photoPath} answered ${res.status}`);
    }
  });

  await rateLimitAcrossServers();

  /** Read after write through nginx: every answer, whichever app server gives it, shows the write. */
  async function throughTheProxy(fish) {
    const reads = 4; // round robin over two servers: each answers twice
    let cookie = null;
    let report = null;
    let wrote = null;
    await step("a member logs in through the proxy", async () => {
      cookie = await logIn(PROXY);
    });
    if (!cookie) return;

    const before = await reportCount();
    const expectedId = await nextReportId();
    for (let i = 0; i < reads; i++) {
      await get(PROXY, "/");
      await get(PROXY, "/home");
      await get(PROXY, `/reports/${expectedId}`);
    }
    await step("the proxy takes a report with a photo", async () => {
      const res = await write(PROXY, "POST", "/api/reports", { cookie, form: await photoForm(`${fish} via nginx`) });
      expect(res.status === 201, `POST /api/reports answered ${res.status}: ${res.text.slice(0, 200)}`);
      report = res.data;
      wrote = res.headers.getSetCookie().map((c) => c.split(";")[0].trim()).find((c) => c.startsWith("fg_wrote="));
      expect(wrote, "the answer to the member's write set no fg_wrote cookie");
      return `report ${report.id}`;
    });
    if (!report || !wrote) return;

    // nginx keeps public pages for a second (the micro-cache), for members too; the cookie of a member's own write
    // passes it for a few seconds, so they see what they wrote at once. (A member's / is their feed: /home is the
    // home page for them.)
    await step(`the member's next ${reads} answers for /home through the proxy all show the new count, past the micro-cache`, async () => {
      const shown = [];
      for (let i = 0; i < reads; i++) {
        const page = await get(PROXY, "/home", { cookie: `${cookie}; ${wrote}` });
        expect(page.headers.get("x-micro-cache") === "BYPASS", `X-Micro-Cache: ${page.headers.get("x-micro-cache")}`);
        shown.push(homeCount(page.text()));
      }
      expect(shown.every((n) => n === before + 1), `counts ${shown.join(", ")}, expected ${before + 1} each`);
    });
    // nginx keeps time in whole seconds: an entry valid for "1s" lives until the clock has passed the second after the
    // one it was stored in, so up to two seconds.
    await step(`a visitor's ${reads} answers for / show the new count once the micro-cache's entry has run out`, async () => {
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const shown = [];
      for (let i = 0; i < reads; i++) shown.push(homeCount((await get(PROXY, "/")).text()));
      expect(shown.every((n) => n === before + 1), `counts ${shown.join(", ")}, expected ${before + 1} each`);
      const again = await get(PROXY, "/");
      expect(again.headers.get("x-micro-cache") === "HIT", `the next visitor's X-Micro-Cache: ${again.headers.get("x-micro-cache")}`);
    });
    await step("a member with no write of their own just now reads /home from the same copy as visitors, and / is their own feed", async () => {
      await get(PROXY, "/home");
      const page = await get(PROXY, "/home", { cookie });
      expect(page.headers.get("x-micro-cache") === "HIT", `the member's X-Micro-Cache: ${page.headers.get("x-micro-cache")}`);
      expect(homeCount(page.text()) === before + 1, `count ${homeCount(page.text())}, expected ${before + 1}`);
      const feed = await get(PROXY, "/", { cookie });
      expect(feed.headers.get("x-micro-cache") === "BYPASS" && feed.text().includes("Hej "), `the member's /: X-Micro-Cache ${feed.headers.get("x-micro-cache")}`);
      // The visitors' page of the list varies on the cookie: nginx keeps it per Cookie value, the member gets their own.
      await get(PROXY, "/api/reports");
      const list = await get(PROXY, "/api/reports", { cookie });
      const state = list.headers.get("x-micro-cache");
      expect(state !== "HIT" && /private/.test(list.headers.get("cache-control") ?? ""), `the member's GET /api/reports: X-Micro-Cache ${state}, Cache-Control ${list.headers.get("cache-control")}`);
    });
    await step(`the proxy's next ${reads} answers for /reports/{id} are 200 with the fish (its 404s were not kept)`, async () => {
      const statuses = [];
      for (let i = 0; i < reads; i++) {
        const page = await get(PROXY, `/reports/${report.id}`);
        statuses.push(page.status === 200 && page.text().includes(`${fish} via nginx`) ? 200 : page.status);
      }
      expect(statuses.every((s) => s === 200), `answers ${statuses.join(", ")} (200 = with the fish)`);
    });
    await step(`the proxy's next ${reads} answers for the photo are images`, async () => {
      const answers = [];
      for (let i = 0; i < reads; i++) {
        const res = await fetch(`${PROXY}/uploads/reports/${report.image}`);
        await res.arrayBuffer();
        answers.push(`${res.status} ${res.headers.get("content-type") ?? "-"}`);
      }
      expect(answers.every((a) => /^200 image\//.test(a)), `answers ${answers.join(", ")}`);
    });
  }

  /** A login limit filled through A holds on B for the same client, and for that client only. */
  async function rateLimitAcrossServers() {
    const client = "203.0.113.77";
    const wrong = { username: MEMBER.username, password: "fel-lösenord-1" };
    const attempt = (base, address) => write(base, "POST", "/api/auth/login", { json: wrong, headers: { "x-forwarded-for": address } });

    let tripped = false;
    await step(`wrong passwords from ${client} through A end in 429`, async () => {
      const statuses = [];
      for (let i = 0; i < 20 && !tripped; i++) {
        const res = await attempt(A, client);
        statuses.push(res.status);
        tripped = res.status === 429;
      }
      expect(tripped, `no 429 after ${statuses.length} attempts (${[...new Set(statuses)].join(", ")})`);
      expect(statuses.slice(0, -1).every((s) => s === 401), `answers before the 429: ${statuses.join(", ")}`);
      return `429 after ${statuses.length - 1} failures`;
    });
    if (!tripped) return;

    await step(`B answers the same client (${client}) with 429`, async () => {
      const res = await attempt(B, client);
      expect(res.status === 429, `B answered ${res.status}`);
      expect(res.headers.get("retry-after"), "the 429 has no Retry-After");
    });
    await step("B still answers another client with 401, not 429", async () => {
      const res = await attempt(B, "203.0.113.78");
      expect(res.status === 401, `B answered ${res.status}`);
    });
  }
}
