// Spot privacy end to end: a member places a catch with typed coordinates on a phone and keeps it for friends; a
// friend sees the point on /karta, a visitor only the area. Then a precision scan: catches with distinctive exact
// coordinates at each precision, and every page, RSC payload, API answer, feed, sitemap, share card and
// notification fetched as a visitor, another member, a friend and an admin — the exact digits appear only in the
// answers the rule allows. Map tiles come from a local file (the machines have no internet).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { PAGE_TABLE } from "../test/authorization/table";
import { ADMIN, proveSecondFactor, registerMember, uniqueUsername } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { pageWorld } from "./support/page-world";

const yesterday = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date(Date.now() - 86_400_000));

let tile: Buffer;
test.beforeAll(async () => {
  tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#cfe3ee" } }).png().toBuffer();
});

async function serveTiles(page: Page) {
  await page.route("https://tile.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: tile }));
}

async function idOf(request: APIRequestContext): Promise<number> {
  return ((await (await request.get("/api/auth/me")).json()) as { id: number }).id;
}

async function befriend(from: APIRequestContext, to: APIRequestContext) {
  expect((await from.post(`/api/friends/request/${await idOf(to)}`)).status()).toBe(201);
  const [request] = (await (await to.get("/api/friends/requests")).json()) as { friendship_id: number }[];
  expect((await to.post(`/api/friends/accept/${request!.friendship_id}`)).status()).toBe(200);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a catch placed by keyboard for friends: the friend sees the point, a visitor the area", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await serveTiles(page);
    const owner = await registerMember(page.request, uniqueUsername("karta"));
    await page.goto("/reports");
    await page.locator("#ny-rapport summary").click();
    const fish = `Kartgädda ${Date.now().toString(36)}`;
    await page.getByLabel(/^Fisk\b/).fill(fish);
    await page.getByLabel("Vikt (kg)").fill("4,2");
    await page.getByLabel("Längd (cm)").fill("80");
    await page.locator("#ny-rapport").getByLabel("Plats").fill("Mälaren");
    // A tap on the map places the catch and fills the fields…
    await page.getByRole("button", { name: "Välj på kartan" }).click();
    // Leaflet is loaded when the map opens: a tap before it has made the box a map places nothing.
    const picker = page.getByTestId("position-picker");
    await expect(picker).toHaveClass(/leaflet-container/);
    await picker.click({ position: { x: 160, y: 140 } });
    await expect(page.getByLabel("Latitud (N)")).toHaveValue(/^\d{2},\d{6}$/);
    await expect(page.getByLabel("Longitud (E)")).toHaveValue(/^\d{2},\d{6}$/);
    await page.getByRole("button", { name: "Stäng kartan" }).click();
    // …and the keyboard can always type it instead.
    await page.getByLabel("Latitud (N)").fill("");
    await page.getByLabel("Longitud (E)").fill("");
    await page.getByLabel("Latitud (N)").focus();
    await page.keyboard.type("59,334591");
    await page.keyboard.press("Tab");
    await page.keyboard.type("18,063240");
    await page.getByRole("radio", { name: /Exakt för mig och mina matroser/ }).check();
    await expect(page.getByRole("radio", { name: /Ungefärlig för alla/ })).not.toBeChecked();
    await expect(page.getByRole("radio", { name: /^Dold/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Spara fångst" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Fångsten är sparad!" })).toBeVisible();

    // A friend, logged in on their own phone, sees the exact point among their map's points.
    const friendContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
    const friendPage = await friendContext.newPage();
    await serveTiles(friendPage);
    await registerMember(friendPage.request, uniqueUsername("matros"));
    await befriend(friendPage.request, page.request);
    const friendsPoints = friendPage.waitForResponse((res) => res.url().includes("/api/map/friends?"));
    await friendPage.goto("/karta");
    const answer = (await (await friendsPoints).json()) as { points: { report_id: number; fish: string; latitude: number; longitude: number }[] };
    expect(answer.points).toContainEqual(expect.objectContaining({ fish, latitude: 59.334591, longitude: 18.06324 }));
    await expect(friendPage.getByRole("status").filter({ hasText: "exakta platser" })).toBeVisible();
    // On the catch's own page the friend is shown the point on top of the area; a visitor below sees no point.
    const reportId = answer.points.find((p) => p.fish === fish)!.report_id;
    await friendPage.goto(`/reports/${reportId}`);
    await expect(friendPage.getByText("Exakt plats: 59,334591, 18,063240")).toBeVisible();
    await friendContext.close();

    // A visitor gets clusters at areas' centres and the list, never the point.
    const visitorContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
    const visitorPage = await visitorContext.newPage();
    await serveTiles(visitorPage);
    const clusters = visitorPage.waitForResponse((res) => res.url().includes("/api/map?"));
    await visitorPage.goto("/karta");
    const clusterText = await (await clusters).text();
    expect(clusterText).not.toContain("59.334591");
    await expect(visitorPage.locator(".leaflet-marker-icon").first()).toBeVisible();
    // A cluster opened from the keyboard lists its catches below the map.
    await expect(visitorPage.getByRole("status").filter({ hasText: "i kartutsnittet" })).toBeVisible();
    // The demo's catches make clusters of their own: open the one nearest this catch (the markers are in the order
    // of the answer's clusters).
    const { clusters: shown } = JSON.parse(clusterText) as { clusters: { latitude: number; longitude: number }[] };
    const away = ({ latitude, longitude }: { latitude: number; longitude: number }) => (latitude - 59.334591) ** 2 + (longitude - 18.06324) ** 2;
    const index = shown.reduce((nearest, cluster, i) => (away(cluster) < away(shown[nearest]!) ? i : nearest), 0);
    await visitorPage.getByRole("button", { name: /fångst(er)? i området/ }).nth(index).focus();
    await visitorPage.keyboard.press("Enter");
    await expect(visitorPage.getByRole("region", { name: /i området/ }).getByRole("link", { name: new RegExp(fish) })).toBeVisible();
    const latest = visitorPage.getByRole("region", { name: "Senaste fångsterna på kartan" });
    await expect(latest.getByRole("link", { name: new RegExp(fish) })).toBeVisible();
    await expect(visitorPage.getByText(/ruta \d{4}_\d{3}/).first()).toBeVisible();
    expect(await visitorPage.content()).not.toContain("59.334591");
    await expectNoAxeViolations(visitorPage);
    // The catch's own page shows its area below the fold: one tile with the square, and the square's name.
    await latest.getByRole("link", { name: new RegExp(fish) }).click();
    await expect(visitorPage.getByRole("heading", { name: "Område" })).toBeVisible();
    await expect(visitorPage.getByText(/Fångsten gjordes inom ruta \d{4}_\d{3}/)).toBeVisible();
    await expect(visitorPage.getByText("Exakt plats")).toHaveCount(0);
    await expectNoAxeViolations(visitorPage);
    const reportPath = new URL(visitorPage.url()).pathname;
    await visitorContext.close();

    // The owner moves the catch in the correction dialog; their page then shows the new exact point.
    await page.goto(reportPath);
    await expect(page.getByText("Exakt plats: 59,334591, 18,063240")).toBeVisible();
    await page.getByRole("button", { name: "Ändra" }).click();
    const dialog = page.getByRole("dialog", { name: "Ändra fångst" });
    await expect(dialog.getByRole("button", { name: "Välj på kartan" })).toBeVisible();
    await dialog.getByLabel("Latitud (N)").fill("59,335");
    await dialog.getByLabel("Longitud (E)").fill("18,064");
    await dialog.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByText("Exakt plats: 59,335000, 18,064000")).toBeVisible();
    expect(owner.username).toBeTruthy();
  });

  test("Sweden is on screen from the page's HTML, and the live map takes its place without a jump", async ({ page, browser, baseURL }) => {
    const TILES = 'img[src^="https://tile.openstreetmap.org/5/"]';
    // Without JavaScript the first view is there: the tiles of Sweden at zoom 5, loaded, under the filters.
    const staticContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    const staticPage = await staticContext.newPage();
    await serveTiles(staticPage);
    await staticPage.goto("/karta");
    const centreTile = staticPage.locator(`${TILES}[src$="/5/17/8.png"]`);
    await expect(centreTile).toBeVisible();
    await expect.poll(() => centreTile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    const drawnFirst = await centreTile.boundingBox();
    const firstViewTiles = new Set(await staticPage.locator(TILES).evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src)));
    await staticContext.close();

    // With it, Leaflet draws the same tiles in the same places and the first view goes.
    const fetched = new Set<string>();
    page.on("request", (request) => {
      if (request.url().startsWith("https://tile.openstreetmap.org/5/")) fetched.add(request.url());
    });
    await serveTiles(page);
    await page.goto("/karta");
    await expect(page.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await expect(page.locator(`${TILES}:not(.leaflet-tile)`)).toHaveCount(0);
    const drawnLive = await page.locator(`.leaflet-tile[src$="/5/17/8.png"]`).boundingBox();
    expect(Math.abs(drawnLive!.x - drawnFirst!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(drawnLive!.y - drawnFirst!.y)).toBeLessThanOrEqual(1);
    // Every tile the live map shows at the first zoom is one the first view had: the same address, from the cache.
    const liveTiles = await page.locator(".leaflet-tile").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(liveTiles.length).toBeGreaterThan(0);
    expect(liveTiles.filter((url) => !firstViewTiles.has(url))).toEqual([]);
    // A phone fetches the tiles its box shows, not the outer columns the first view has for wider screens.
    expect(fetched.size).toBeGreaterThan(0);
    expect([...fetched].filter((url) => /\/5\/(14|15|19|20)\//.test(url))).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("the map still lists and counts catches when the tiles fail to load", async ({ page }) => {
    await page.route("https://tile.openstreetmap.org/**", (route) => route.abort());
    await page.goto("/karta");
    await expect(page.getByRole("status").filter({ hasText: "Kartbilderna kunde inte laddas" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Senaste fångsterna på kartan" })).toBeVisible();
  });
});

test("exact coordinates reach only the owner and, when kept for friends, friends", async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  const context = () => playwright.request.newContext({ baseURL });
  const [owner, friend, stranger, admin, visitor] = await Promise.all([context(), context(), context(), context(), context()]);
  await registerMember(owner);
  await registerMember(friend);
  await registerMember(stranger);
  expect((await admin.post("/api/auth/login", { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  await proveSecondFactor(admin);
  await befriend(owner, friend);
  const ownerId = await idOf(owner);

  // Three catches in one cell, each with its own distinctive point.
  const spots = {
    friends: { latitude: "59.123456", longitude: "17.654321" },
    area: { latitude: "59.124567", longitude: "17.655432" },
    hidden: { latitude: "59.125678", longitude: "17.656543" },
  } as const;
  const ids: Record<string, number> = {};
  for (const [precision, spot] of Object.entries(spots)) {
    const res = await owner.post("/api/reports", {
      // Yesterday at dawn: an hour SMHI has measured, so the catch's weather (and its station) is there to scan.
      multipart: { fish: `Spotgädda ${precision}`, weight: "2.5", length: "60", location: "Vänern", date: yesterday, catch_time: "05:00", position_precision: precision, ...spot },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids[precision] = ((await res.json()) as { id: number }).id;
  }
  const { world } = await pageWorld(visitor, { ownerId, reportId: ids.friends! });
  // The weather is looked up in the background: wait until the owner sees it, so its stations are there to leak.
  for (const id of Object.values(ids)) {
    await expect
      .poll(async () => ((await (await owner.get(`/api/reports/${id}/conditions`)).json()) as { status: string }).status, { timeout: 20_000 })
      .toBe("done");
  }

  const pages = [
    ...PAGE_TABLE.map((row) => row.path(world)),
    ...Object.values(ids).flatMap((id) => [`/reports/${id}`, `/reports/${id}/opengraph-image`]),
    `/profile/${ownerId}`,
    "/karta",
    "/karta/lista",
    "/news/feed.xml",
    "/sitemap.xml",
  ];
  const api = [
    "/api/reports",
    `/api/reports/user/${ownerId}`,
    "/api/map?bbox=10.5,55,24.2,69.1&zoom=5",
    "/api/map?bbox=17.6,59.1,17.7,59.2&zoom=14",
    "/api/map/friends?bbox=10.5,55,24.2,69.1",
    "/api/notifications",
    ...Object.values(ids).map((id) => `/api/reports/${id}/comments`),
    ...Object.values(ids).map((id) => `/api/reports/${id}/conditions`),
  ];
  // Where the friend may see the point of the catch kept for friends: the JSON answered to them alone.
  const friendMay = new Set(["/api/reports", `/api/reports/user/${ownerId}`, "/api/map/friends?bbox=10.5,55,24.2,69.1"]);
  // The SMHI station a catch's weather came from sits near its spot: named only where the point may be seen, which
  // for the friend is the conditions of the catch kept for friends.
  const STATIONS = ["Observatoriekullen", "Arlanda", "Uppsala Aut"];
  const stationMay = `/api/reports/${ids.friends}/conditions`;

  const digits = (spot: { latitude: string; longitude: string }) => [spot.latitude, spot.longitude, spot.latitude.replace(".", ","), spot.longitude.replace(".", ",")];
  const leaks: string[] = [];
  let requests = 0;
  let friendSaw = 0;
  let stationSeen = 0;
  async function scan(viewer: string, request: APIRequestContext, path: string, headers?: Record<string, string>) {
    const res = await request.get(path, { headers });
    requests += 1;
    const text = (await res.body()).toString("latin1");
    const utf8 = (await res.body()).toString("utf8");
    const station = STATIONS.find((name) => utf8.includes(name));
    if (station && viewer === "friend" && path === stationMay && !headers) stationSeen += 1;
    else if (station) leaks.push(`${viewer}: station ${station} in ${headers ? "RSC " : ""}${path}`);
    for (const [precision, spot] of Object.entries(spots)) {
      if (!digits(spot).some((d) => text.includes(d))) continue;
      const allowed = viewer === "friend" && precision === "friends" && !headers && friendMay.has(path);
      if (allowed) friendSaw += 1;
      else leaks.push(`${viewer}: ${precision} point in ${headers ? "RSC " : ""}${path} (${res.status()})`);
    }
  }
  for (const [name, request] of Object.entries({ visitor, stranger, friend, admin })) {
    for (const path of pages) {
      await scan(name, request, path);
      if (!path.endsWith(".xml") && !path.endsWith("opengraph-image")) await scan(name, request, path, { RSC: "1" });
    }
    for (const path of api) await scan(name, request, path);
  }
  console.log(`precision scan: ${requests} requests, ${leaks.length} leaks`);
  expect(leaks).toEqual([]);
  expect(friendSaw, "the friend does see the point kept for friends").toBeGreaterThanOrEqual(3);
  expect(stationSeen, "the friend is told the station of the catch kept for friends").toBe(1);

  // The owner sees all three points.
  const mine = (await (await owner.get(`/api/reports/user/${ownerId}`)).json()) as { reports: { id: number; position: { exact: boolean } | null }[] };
  for (const id of Object.values(ids)) expect(mine.reports.find((r) => r.id === id)?.position?.exact).toBe(true);
});
