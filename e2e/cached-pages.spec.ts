// The public pages are served from the cache for everyone alike, members too: a write shows on the very next
// request, an anonymous member's username is in no cached page or payload, no member's view is left in a copy
// another reads, and the browser's session check moves nothing.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";
import { NEW_PASSWORD, registerMember, uniqueUsername } from "./support/accounts";

const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());

async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function postReport(request: APIRequestContext, fish: string): Promise<number> {
  const res = await request.post("/api/reports", {
    multipart: { fish, weight: "2.5", length: "55", location: "Cachesjön", date: today },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A page's HTML and its RSC payload (what client-side navigation fetches), as a visitor gets them. */
async function htmlAndPayload(request: APIRequestContext, path: string): Promise<string> {
  const html = await request.get(path);
  const payload = await request.get(path, { headers: { RSC: "1" } });
  return `${await html.text()}\n${await payload.text()}`;
}

test("a posted report is on the home page and the lists at the next request, and gone after its deletion", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const member = await playwright.request.newContext({ baseURL });
  await registerMember(member);
  const fish = `Cachegädda${Date.now().toString(36)}`;

  // Both pages are in the cache before the write. Another worker's post may expire them between two reads, so
  // they are read until one comes from the cache.
  for (const path of ["/", "/reports"]) {
    await expect
      .poll(async () => {
        await visitor.get(path);
        return (await visitor.get(path)).headers()["x-nextjs-cache"];
      })
      .toMatch(/^(HIT|STALE)$/);
    expect(await (await visitor.get(path)).text()).not.toContain(fish);
  }
  const countBefore = Number(/Fångster<\/dt><dd>([\d\s ]+)</.exec(await (await visitor.get("/")).text())?.[1]?.replace(/\D/g, ""));

  const id = await postReport(member, fish);
  const home = await (await visitor.get("/")).text();
  expect(home).toContain(fish);
  expect(Number(/Fångster<\/dt><dd>([\d\s ]+)</.exec(home)?.[1]?.replace(/\D/g, ""))).toBe(countBefore + 1);
  expect(await (await visitor.get("/reports")).text()).toContain(fish);
  const page = await visitor.get(`/reports/${id}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(fish);

  const removed = await member.delete(`/api/reports/${id}`);
  expect(removed.status()).toBe(200);
  expect(await (await visitor.get("/")).text()).not.toContain(fish);
  expect(await (await visitor.get("/reports")).text()).not.toContain(fish);
  expect((await visitor.get(`/reports/${id}`)).status()).toBe(404);
  await visitor.dispose();
  await member.dispose();
});

test("a sorted or filtered list is rewritten inside the server and its second read is the server's own copy", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  for (const path of ["/reports?sort=fish", "/reports?species=gadda"]) {
    const first = await visitor.get(path);
    expect(first.status()).toBe(200);
    // A relative rewrite is served in the process; an absolute one would be fetched over HTTP from the server again.
    expect(first.headers()["x-middleware-rewrite"] ?? "/").toMatch(/^\//);
    await expect.poll(async () => (await visitor.get(path)).headers()["x-micro-cache"]).toBe("HIT");
  }
  await visitor.dispose();
});

test("/fiskevader for a town is one kept page for every visitor; a position is rendered for whoever asks", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  for (const path of ["/fiskevader", "/fiskevader?plats=kiruna&art=gadda"]) {
    const first = await visitor.get(path);
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toContain("s-maxage=");
    await expect.poll(async () => (await visitor.get(path)).headers()["x-micro-cache"]).toBe("HIT");
  }
  const kiruna = await (await visitor.get("/fiskevader?plats=kiruna&art=gadda")).text();
  expect(kiruna.replace(/<!-- -->/g, "")).toContain("De närmaste sju dagarna för gädda vid Kiruna.");
  const position = await visitor.get("/fiskevader?lat=61,5&lon=16,4");
  expect(position.status()).toBe(200);
  expect(position.headers()["cache-control"]).toContain("no-store");
  await visitor.dispose();
});

test("an anonymous member's username is in no cached page, payload or list answer", async ({ playwright, baseURL }) => {
  const marker = uniqueUsername("hemlig");
  const member = await playwright.request.newContext({ baseURL });
  await registerMember(member, marker);
  await sql("update users set is_anonymous = true where username = $1", [marker]);
  // Logging in again after the switch: the session is the same member, now anonymous.
  const login = await member.post("/api/auth/login", { data: { username: marker, password: NEW_PASSWORD } });
  expect(login.status()).toBe(200);
  const id = await postReport(member, `Hemlisabborre${Date.now().toString(36)}`);

  const visitor = await playwright.request.newContext({ baseURL });
  const other = await playwright.request.newContext({ baseURL });
  await registerMember(other);
  const paths = [
    "/",
    "/home",
    "/reports",
    "/reports?sort=fish",
    "/reports?sort=fisher",
    "/reports?sort=location",
    `/reports/${id}`,
    "/about",
    "/sitemap.xml",
  ];
  for (const path of paths) {
    for (const viewer of [visitor, other]) {
      const text = await htmlAndPayload(viewer, path);
      expect(text, path).not.toContain(marker);
    }
  }
  // A visitor's page is the same for every visitor and may be shared for a second; a member's stays private.
  for (const [viewer, cacheControl] of [
    [visitor, /^public, max-age=0, s-maxage=1$/],
    [other, /private/],
  ] as const) {
    const list = await viewer.get("/api/reports?limit=50");
    expect(list.headers()["cache-control"]).toMatch(cacheControl);
    expect(await list.text()).not.toContain(marker);
  }
  // The member still finds their own report, under the name everyone sees.
  const own = await (await visitor.get(`/reports/${id}`)).text();
  expect(own).toMatch(/anonym#\d{3,}/);
  await Promise.all([member.dispose(), visitor.dispose(), other.dispose()]);
});

test("members read public pages from the copy visitors read, their own answers stay theirs, and a writer sees the write", async ({
  playwright,
  baseURL,
}) => {
  const first = await playwright.request.newContext({ baseURL });
  const second = await playwright.request.newContext({ baseURL });
  const visitor = await playwright.request.newContext({ baseURL });
  const { username: firstName } = await registerMember(first, uniqueUsername("delad"));
  const { username: secondName } = await registerMember(second, uniqueUsername("delad"));
  // A member's / is their own feed: never from a copy, never another's; a visitor's home page is shared.
  for (const [viewer, name, other] of [[first, firstName, secondName], [second, secondName, firstName]] as const) {
    const feed = await viewer.get("/");
    expect(feed.headers()["x-micro-cache"]).toBeUndefined();
    const text = await feed.text();
    expect(text).toContain(`Hej ${name}!`);
    expect(text).not.toContain(other);
  }
  await visitor.get("/");
  await expect.poll(async () => (await visitor.get("/")).headers()["x-micro-cache"]).toMatch(/^(HIT|STALE)$/);
  for (const path of ["/reports", "/about", "/arter", "/news", "/karta", "/tavlingar"]) {
    // Whoever reads first leaves the copy; within its second the others read it, members and visitors alike.
    await first.get(path);
    await expect.poll(async () => (await second.get(path)).headers()["x-micro-cache"], { message: path }).toMatch(/^(HIT|STALE)$/);
    for (const viewer of [second, visitor]) {
      const text = await (await viewer.get(path)).text();
      expect(text, path).not.toContain(firstName);
      expect(text, path).not.toContain(secondName);
    }
  }
  // What differs per member never comes from a copy: their page of the list marks their own reports.
  for (const viewer of [first, second]) {
    await viewer.get("/api/reports");
    expect((await viewer.get("/api/reports")).headers()["x-micro-cache"]).toBeUndefined();
  }
  // The writer's next reads pass every copy for a few seconds, so the catch they just posted is there.
  const fish = `Deladgädda${Date.now().toString(36)}`;
  await second.get("/reports");
  const posted = await first.post("/api/reports", { multipart: { fish, weight: "1.5", length: "50", location: "Kopiesjön", date: today } });
  expect(posted.status(), await posted.text()).toBe(201);
  expect(posted.headers()["set-cookie"]).toMatch(/fg_wrote=1; Path=\/; Max-Age=12; HttpOnly; SameSite=Lax/);
  const after = await first.get("/reports");
  expect(after.headers()["x-micro-cache"]).toBeUndefined();
  expect(await after.text()).toContain(fish);
  await Promise.all([first.dispose(), second.dispose(), visitor.dispose()]);
});

test("a public trip's page is one copy for every visitor, expired by the writes that change it; a member's is drawn for them", async ({
  playwright,
  baseURL,
}) => {
  const creator = await playwright.request.newContext({ baseURL });
  const stranger = await playwright.request.newContext({ baseURL });
  const visitor = await playwright.request.newContext({ baseURL });
  await registerMember(creator, uniqueUsername("turplan"));
  await registerMember(stranger, uniqueUsername("turlas"));
  const name = `Kopietur ${Date.now().toString(36)}`;
  const plan = { name, place: "Kopiesjön", description: "Samling vid bryggan.", starts_on: today, ends_on: today, latitude: "58,3", longitude: "14,5", is_public: true };
  const planned = await creator.post("/api/trips", { data: plan });
  expect(planned.status(), await planned.text()).toBe(201);
  const path = `/turer/${((await planned.json()) as { id: number }).id}`;

  // The visitors' page: rendered once, kept by the page cache and shared by the micro-cache; nothing of a member's.
  const first = await visitor.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toContain("s-maxage=");
  await expect.poll(async () => (await visitor.get(path)).headers()["x-micro-cache"]).toMatch(/^(HIT|STALE)$/);
  // Once the micro-cache's second is over, the page comes from the page cache, not from a render.
  await expect.poll(async () => (await visitor.get(path)).headers()["x-nextjs-cache"], { timeout: 10_000 }).toMatch(/^(HIT|STALE)$/);
  const shared = await (await visitor.get(path)).text();
  expect(shared).toContain(name);
  for (const part of ["Bjud in matroser", "Ändra planen", "58,3", "Mina turer"]) expect(shared, part).not.toContain(part);

  // A member's answer is drawn for them (the creator's part, for the creator alone), never from a copy, never kept.
  for (const [member, own] of [[creator, true], [stranger, false]] as const) {
    for (let read = 0; read < 2; read += 1) {
      const res = await member.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()["cache-control"]).toMatch(/private/);
      expect(res.headers()["x-micro-cache"]).toBeUndefined();
      const text = await res.text();
      expect(text).toContain(name);
      expect(text.includes("Bjud in matroser")).toBe(own);
    }
  }
  expect(await (await visitor.get(path)).text()).not.toContain("Bjud in matroser");

  // A change of plan is on the visitors' next read; made private, the page is a 404 that no micro-cache keeps (the
  // page cache keeps the absence alone, as for a missing report, until the trip's tag expires).
  const renamed = `${name} flyttad`;
  expect((await creator.put(`/api/trips${path.slice("/turer".length)}`, { data: { ...plan, name: renamed } })).status()).toBe(200);
  expect(await (await visitor.get(path)).text()).toContain(renamed);
  expect((await creator.put(`/api/trips${path.slice("/turer".length)}`, { data: { ...plan, name: renamed, is_public: false } })).status()).toBe(200);
  for (let read = 0; read < 2; read += 1) {
    const gone = await visitor.get(path);
    expect(gone.status()).toBe(404);
    expect(gone.headers()["x-micro-cache"]).toBeUndefined();
    expect(await gone.text()).not.toContain(renamed);
  }
  expect((await stranger.get(path)).status()).toBe(404);
  expect((await creator.get(path)).status()).toBe(200);
  await Promise.all([creator.dispose(), stranger.dispose(), visitor.dispose()]);
});

/** Collects layout shifts from the start of the page load (those right after input do not count, as in CLS). */
async function cumulativeLayoutShift(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __cls: number };
    scope.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) scope.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a visitor's header settles on the login link without moving the page", async ({ page }) => {
    for (const path of ["/", "/reports"]) {
      expect(await cumulativeLayoutShift(page, path), path).toBeLessThanOrEqual(0.02);
      await expect(page.getByRole("banner").getByRole("link", { name: "Logga in" })).toBeVisible();
      await expect(page.locator("body")).toHaveClass(/logged-out/);
    }
  });

  test("a member sees every member control after the check, and the page does not move", async ({ page }) => {
    await registerMember(page.request);
    for (const path of ["/", "/reports"]) {
      expect(await cumulativeLayoutShift(page, path), path).toBeLessThanOrEqual(0.02);
      const account = page.getByRole("navigation", { name: "Konto" });
      await expect(account.getByRole("link", { name: /Min profil/ })).toBeVisible();
      await expect(account.getByRole("button", { name: /Logga ut/ })).toBeVisible();
      await expect(page.locator("body")).toHaveClass(/logged-in/);
    }
    await expect(page.locator("#ny-rapport summary")).toBeVisible();
  });
});

test("the header says 'Laddar...' while the session is checked", async ({ page }) => {
  await registerMember(page.request);
  // Hold the session answer back so the moment before it can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/me", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/about");
  await expect(page.getByRole("banner").getByText("Laddar...")).toBeVisible();
  release();
  await expect(page.getByRole("navigation", { name: "Konto" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Laddar...")).toHaveCount(0);
});
