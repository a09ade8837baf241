// Every page of the authorization table (test/authorization/table.ts), as the actor who may read it sees it, at
// 320 px (WCAG 2.2's reflow width), 375 px and 1280 px: no sideways scroll, no page or console error, images with
// their size, no text cut off, the server's HTML as the standard allows it, and axe on the phone. The admin panel is
// walked tab by tab. The first tests show that the walk fails on a page made to scroll sideways, on one that logs
// an error, on HTML the standard does not allow and on an axe violation, so it cannot pass by accident.
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { PAGE_TABLE, type PageRow, type PageWorld } from "../test/authorization/table";
import { ADMIN, KALLE, proveSecondFactor } from "./support/accounts";
import { sql } from "./support/database";
import { axeFaults, htmlErrors, layoutFaults, listenForErrors, WALK_WIDTHS } from "./support/page-check";
import { pageWorld } from "./support/page-world";

type Walker = "visitor" | "member" | "admin";
type SignedIn = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Who walks a row: a visitor where a visitor may read the page, else the demo member, and the admin on /admin. */
function walkerOf(row: PageRow): Walker {
  if (row.page === "/admin") return "admin";
  return "redirect" in row.expect.visitor ? "member" : "visitor";
}

/** The rows that are pages a person reads (not images, feeds or files) and that answer their walker with a page. */
const WALKED = PAGE_TABLE.filter((row) => row.file.endsWith("/page.tsx") && !("redirect" in row.expect[walkerOf(row)]));

let tile: Buffer;
let world: PageWorld;
let states: Record<Walker, SignedIn | undefined>;
const contexts = new Map<Walker, BrowserContext>();
const tabs = new Map<Walker, Page>();

async function signedIn(browser: Browser, account: { username: string; password: string; totpSecret?: string }): Promise<SignedIn> {
  const context = await browser.newContext();
  const res = await context.request.post("/api/auth/login", { data: { username: account.username, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  if (account.totpSecret) await proveSecondFactor(context.request, account.totpSecret);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function contextFor(browser: Browser, walker: Walker): Promise<BrowserContext> {
  let context = contexts.get(walker);
  if (!context) {
    context = await browser.newContext({ viewport: { width: 375, height: 800 }, storageState: states[walker] });
    // The machines have no internet: the map's tiles come from a local file, so the map logs no failed loads.
    await context.route("https://tile.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: tile }));
    contexts.set(walker, context);
  }
  return context;
}

/**
 * The walker's one tab, which goes from page to page as a reader's would: a new tab per page costs the browser a
 * process of its own each time, about a fifth of a page's walk on this machine.
 */
async function tabFor(browser: Browser, walker: Walker): Promise<Page> {
  let tab = tabs.get(walker);
  if (!tab || tab.isClosed()) {
    tab = await (await contextFor(browser, walker)).newPage();
    tabs.set(walker, tab);
  }
  return tab;
}

type VisitOptions = { missing?: boolean; prepare?: (page: Page) => Promise<void>; html?: boolean; axe?: boolean };

/**
 * Opens a page on a phone (375 px) and lists every fault the checks find there and, the page resized, at the other
 * widths: the server's HTML is validated once and axe runs on the phone. `missing` is a page meant to answer 404;
 * `prepare` changes the page before the checks (the walk's self-tests).
 */
async function visit(page: Page, path: string, options: VisitOptions = {}): Promise<string[]> {
  const stop = listenForErrors(page, { missing: options.missing ? new URL(path, test.info().project.use.baseURL).href : undefined });
  await page.setViewportSize({ width: 375, height: 800 });
  const response = await page.goto(path);
  if (!response) return [`no answer for ${path}`, ...stop()];
  const faults: string[] = [];
  // The page has hydrated and asked for what its client parts need once the network is quiet.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => faults.push("the network did not settle within 10 s"));
  await options.prepare?.(page);
  if (options.html !== false && (response.headers()["content-type"] ?? "").startsWith("text/html")) {
    faults.push(...(await htmlErrors(await response.text(), { missing: options.missing })));
  }
  for (const width of [375, ...WALK_WIDTHS.filter((w) => w !== 375)]) {
    if (width !== 375) await page.setViewportSize({ width, height: 800 });
    const found = [...(await layoutFaults(page)), ...(width === 375 && options.axe !== false ? await axeFaults(page) : [])];
    faults.push(...found.map((fault) => `${width} px: ${fault}`));
  }
  faults.push(...stop());
  return faults;
}

/** The admin panel's tabs after the first, each walked as a test of its own (the first is the page as it opens). */
const ADMIN_TABS = ["Användare", "Blockerade e-postadresser", "Loggar"] as const;

/** One tab of the admin panel, opened from the panel, with its data loaded, at every width. */
async function walkAdminTab(page: Page, name: string): Promise<string[]> {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin");
  const tablist = page.getByRole("tablist", { name: "Adminpanelens delar" });
  await expect(tablist.getByRole("tab").first()).toBeVisible();
  // A tab added to the panel is walked once it is named here.
  expect((await tablist.getByRole("tab").allTextContents()).slice(1)).toEqual([...ADMIN_TABS]);
  const stop = listenForErrors(page);
  await tablist.getByRole("tab", { name }).click();
  await expect(tablist.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
  await page.waitForLoadState("networkidle");
  const faults: string[] = [];
  for (const width of [375, ...WALK_WIDTHS.filter((w) => w !== 375)]) {
    if (width !== 375) await page.setViewportSize({ width, height: 800 });
    const found = [...(await layoutFaults(page)), ...(width === 375 ? await axeFaults(page) : [])];
    faults.push(...found.map((fault) => `${width} px: ${fault}`));
  }
  return [...faults, ...stop()];
}

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#cfe3ee" } }).png().toBuffer();
  states = { visitor: undefined, member: await signedIn(browser, KALLE), admin: await signedIn(browser, ADMIN) };
  // The demo member's own pages show their catches: the newest with a photo is the report walked.
  const [kalle] = await sql<{ id: number; report_id: number }>(
    `select u.id, (select r.id from reports r where r.user_id = u.id order by (r.image is not null) desc, r.id desc limit 1) as report_id
       from users u where u.username = $1`,
    [KALLE.username],
  );
  const visitor = await playwright.request.newContext({ baseURL });
  ({ world } = await pageWorld(visitor, { ownerId: kalle!.id, reportId: kalle!.report_id }));
  await visitor.dispose();
});

test.afterAll(async () => {
  await Promise.all([...contexts.values()].map((context) => context.close()));
  contexts.clear();
  tabs.clear();
});

test.describe("the walk's own checks", () => {
  test("fail on a page made to scroll sideways, and pass once it is removed", async ({ browser }) => {
    const page = await (await contextFor(browser, "visitor")).newPage();
    // Added at the end of the body, where React leaves what others add alone, so it is found whether or not the
    // page has finished hydrating by then.
    const widen = (opened: Page) =>
      opened.evaluate(() => {
        const wide = document.createElement("div");
        wide.id = "for-bred";
        wide.style.width = "900px";
        wide.style.height = "10px";
        document.body.append(wide);
      });
    const faults = await visit(page, "/about", { prepare: widen, html: false, axe: false });
    expect(faults).toEqual([
      expect.stringMatching(/^375 px: the page is \d+ px wide on a 375 px screen: div#for-bred ends at 9\d\d px$/),
      expect.stringMatching(/^320 px: the page is \d+ px wide on a 320 px screen: div#for-bred ends at 9\d\d px$/),
    ]);
    await page.evaluate(() => document.getElementById("for-bred")?.remove());
    expect(await layoutFaults(page)).toEqual([]);
    await page.close();
  });

  test("fail on a page that logs an error, and pass without it", async ({ browser }) => {
    const context = await contextFor(browser, "visitor");
    const page = await context.newPage();
    await page.addInitScript(() => window.addEventListener("load", () => console.error("Något gick sönder")));
    expect(await visit(page, "/about", { html: false, axe: false })).toEqual([expect.stringContaining("console error: Något gick sönder")]);
    await page.close();
    const clean = await context.newPage();
    expect(await visit(clean, "/about", { html: false, axe: false })).toEqual([]);
    await clean.close();
  });

  test("fail on HTML the standard does not allow, and on an error document that is not a 404", async () => {
    const figure = "<!doctype html><html lang=sv><head><title>t</title></head><body><figure><figcaption>a</figcaption><div>b</div><figcaption>c</figcaption></figure></body></html>";
    expect((await htmlErrors(figure)).join("\n")).toMatch(/figcaption/);
    const errorDocument = '<!doctype html><html id="__next_error__"><head><title>t</title></head><body></body></html>';
    expect(await htmlErrors(errorDocument)).toEqual([expect.stringContaining('<html> is missing required "lang" attribute')]);
    expect(await htmlErrors(errorDocument, { missing: true })).toEqual([]);
  });

  test("fail on an axe violation, and pass once it is removed", async ({ browser }) => {
    const page = await (await contextFor(browser, "visitor")).newPage();
    expect(await visit(page, "/about", { html: false })).toEqual([]);
    // A button with nothing to say what it does, in the page as it stands (axe runs in the page itself).
    await page.evaluate(() => {
      const button = document.createElement("button");
      button.id = "knapp-utan-namn";
      document.querySelector("main")?.append(button);
    });
    expect(await axeFaults(page)).toEqual([expect.stringMatching(/^axe button-name \(critical\): #knapp-utan-namn$/)]);
    await page.evaluate(() => document.getElementById("knapp-utan-namn")?.remove());
    expect(await axeFaults(page)).toEqual([]);
    await page.close();
  });
});

test.describe("every page at every width", () => {
  test.describe.configure({ mode: "parallel" });

  for (const row of WALKED) {
    const walker = walkerOf(row);
    const missing = "status" in row.expect[walker] && row.expect[walker].status === 404;
    test(`${row.page} as ${walker === "admin" ? "an admin" : walker === "member" ? "a member" : "a visitor"}`, async ({ browser }) => {
      const path = row.path(world);
      const page = await tabFor(browser, walker);
      expect(await visit(page, path, { missing }), `GET ${path}`).toEqual([]);
    });
  }

  for (const name of ADMIN_TABS) {
    test(`/admin, the tab ${name}, as an admin`, async ({ browser }) => {
      expect(await walkAdminTab(await tabFor(browser, "admin"), name), `the tab ${name}`).toEqual([]);
    });
  }
});
