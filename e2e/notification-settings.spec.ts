// 'Aviseringar' on a phone: a member turns push on and off on this device (the browser grants permission; the
// push service is stood in for, as a test browser has none), changes e-mail choices, and the unsubscribe link of a
// notification mail works without logging in.
import { expect, test, type Page } from "@playwright/test";
import { registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { sql } from "./support/database";
import { uniqueEmail } from "./support/outbox";

test.use({ viewport: { width: 375, height: 812 }, serviceWorkers: "allow" });

/** A PushManager that answers like a browser's, with a subscription at a push service that never receives anything. */
async function standInPushService(page: Page) {
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const endpoint = `https://push.example.test/e2e/${Math.random().toString(36).slice(2)}`;
    const make = () =>
      ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `B${"A".repeat(86)}`, auth: "AAAAAAAAAAAAAAAAAAAAAA" } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function () {
      current = make();
      return current;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  });
}

test("a member chooses how notifications reach them, and a mailed unsubscribe link works logged out", async ({ page, context, browser }) => {
  test.slow();
  await context.grantPermissions(["notifications"]);
  await standInPushService(page);
  const account = await registerMember(page.request);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
  const email = uniqueEmail("avisering");
  await sql("update users set email = $1 where id = $2", [email, me.id]);

  await page.goto(`/settings/${me.id}`);
  // The site registers its service worker on every page; push needs it active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const section = page.getByRole("region", { name: "Aviseringar" });
  await expect(section.getByRole("button", { name: "Slå på push" })).toBeVisible();

  // Push on and off for this device.
  await section.getByRole("button", { name: "Slå på push" }).click();
  await expect(section.getByText("Push är påslaget på den här enheten.")).toBeVisible();
  await expect.poll(async () => (await sql("select 1 from push_subscriptions where user_id = $1", [me.id])).length).toBe(1);
  await expectNoAxeViolations(page);
  await section.getByRole("button", { name: "Stäng av push" }).click();
  await expect(section.getByText("Push är avslaget på den här enheten.")).toBeVisible();
  await expect.poll(async () => (await sql("select 1 from push_subscriptions where user_id = $1", [me.id])).length).toBe(0);

  // E-mail choices: likes by e-mail on, by keyboard; friend requests stay on by default.
  const likesByMail = section.getByRole("group", { name: "Gillningar av dina fångster" }).getByRole("checkbox", { name: "E-post" });
  await expect(likesByMail).not.toBeChecked();
  await likesByMail.focus();
  await page.keyboard.press("Space");
  await expect(likesByMail).toBeChecked();
  await section.getByRole("button", { name: "Spara aviseringar" }).click();
  await expect(section.getByText("Dina aviseringar är sparade")).toBeVisible();
  const saved = (await (await page.request.get("/api/notifications/preferences")).json()) as { preferences: { kind: string; email: boolean }[] };
  expect(saved.preferences.find((p) => p.kind === "like")?.email).toBe(true);
  expect(saved.preferences.find((p) => p.kind === "friend_request")?.email).toBe(true);
  await expectNoAxeViolations(page);

  // Someone asks to be their friend: the mail goes out from the outbox, carrying a link to stop such mails.
  const other = await browser.newContext();
  await registerMember(other.request);
  expect((await other.request.post(`/api/friends/request/${me.id}`)).status()).toBe(201);
  let link = "";
  await expect
    .poll(
      async () => {
        const [row] = await sql<{ text: string }>("select text from email_outbox where \"to\" = $1 and kind = 'notification' order by id desc limit 1", [email]);
        link = /https?:\/\/[^/\s]+(\/unsubscribe\/\d+-friend_request-[A-Za-z0-9_-]{32})/.exec(row?.text ?? "")?.[1] ?? "";
        return link;
      },
      { message: "a friend-request mail with an unsubscribe link", timeout: 15_000 },
    )
    .not.toBe("");
  await other.close();

  // Opened in a browser that is not logged in: the page says it is done, and the choice is off.
  const stranger = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(link);
  await expect(strangerPage.getByRole("heading", { name: "Du har avslutat mejlen" })).toBeVisible();
  await expect(strangerPage.getByText("matros-förfrågningar")).toBeVisible();
  await expectNoAxeViolations(strangerPage);
  await stranger.close();
  const after = (await (await page.request.get("/api/notifications/preferences")).json()) as { preferences: { kind: string; email: boolean }[] };
  expect(after.preferences.find((p) => p.kind === "friend_request")?.email).toBe(false);
  expect(account.username).toBeTruthy();
});
