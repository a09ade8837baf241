// Passkeys on a phone (decision 301), with Chromium's virtual authenticator (CDP WebAuthn: ctap2, internal, a
// resident key, user verification): a member logs in with the password, adds a passkey named "Telefonen" under
// Inloggning in settings, logs out and logs in with 'Logga in med nyckel'. The site is opened as localhost, the
// loopback name browsers take as a relying party (lib/passkeys/config.ts). axe finds nothing, nothing scrolls
// sideways and the console stays quiet.
import { expect, test, type Page } from "@playwright/test";
import { NEW_PASSWORD, uniqueUsername } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { sql } from "./support/database";
import { listenForErrors, sidewaysScroll } from "./support/page-check";

const site = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

// The page's requests carry the Origin of the page they come from: the configuration's (127.0.0.1) would make
// Chromium refuse this page's own CORS-mode requests. The worker's client address stays as the configuration sets it.
test.use({
  viewport: { width: 375, height: 740 },
  extraHTTPHeaders: { origin: site, "x-forwarded-for": `127.0.1.${Number(process.env.TEST_PARALLEL_INDEX ?? 0) + 1}` },
});

/** Chromium's virtual authenticator on the page: a platform one with resident keys, verifying the user at once. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** A new member made through the API on localhost, logged out again. */
async function newMember(page: Page, prefix: string) {
  const account = { username: uniqueUsername(prefix), password: NEW_PASSWORD };
  const registered = await page.request.post(`${site}/api/auth/register`, { data: { ...account, age: 30 } });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await page.request.post(`${site}/api/auth/logout`)).status()).toBe(200);
  return account;
}

/** The password login on /login, with the autofill's passkey offer switched off (see the init script below). */
async function logInWithPassword(page: Page, account: { username: string; password: string }) {
  await page.goto(`${site}/login?utan-autofyll`);
  await page.getByLabel("Användarnamn", { exact: true }).fill(account.username);
  await page.getByLabel("Lösenord", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

async function logOut(page: Page) {
  await page.goto(`${site}/about`);
  await page.waitForLoadState("networkidle");
  expect((await page.request.post(`${site}/api/auth/logout`)).status()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  // A browser without passkeys in the username field's autofill, on pages opened with ?utan-autofyll: there nothing
  // but a button starts a ceremony (the virtual authenticator would otherwise take the autofill's offer at once).
  await page.addInitScript(() => {
    if (new URL(location.href).searchParams.has("utan-autofyll")) PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
});

async function expectWholePage(page: Page) {
  await expectNoAxeViolations(page);
  expect(await sidewaysScroll(page)).toEqual([]);
}

test("a member adds a passkey in settings, logs out and logs in with it", async ({ page }) => {
  test.slow();
  const account = await newMember(page, "nyckel");
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  const errors = listenForErrors(page);
  await page.goto(`${site}/login`);
  await expect(page.getByRole("button", { name: "Logga in med nyckel" })).toBeVisible();
  await expect(page.getByLabel("Användarnamn", { exact: true })).toHaveAttribute("autocomplete", "username webauthn");
  await page.getByLabel("Användarnamn", { exact: true }).fill(account.username);
  await page.getByLabel("Lösenord", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  const me = (await (await page.request.get(`${site}/api/auth/me`)).json()) as { id: number };

  await page.goto(`${site}/settings/${me.id}`);
  const section = page.getByRole("region", { name: "Inloggning" });
  await expect(section.getByText("Du har inga nycklar än.")).toBeVisible();
  await expectWholePage(page);
  await section.getByLabel("Namn på nyckeln").fill("Telefonen");
  await section.getByRole("button", { name: "Lägg till nyckel" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Nyckeln Telefonen är tillagd." })).toBeVisible();
  const list = section.getByRole("list", { name: "Dina nycklar" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByText("Inte använd än")).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  await expectWholePage(page);

  // Out, from a page that has finished asking the API, and in again with the button (no autofill offer on this page).
  await logOut(page);
  await page.goto(`${site}/login?utan-autofyll`);
  await expect(page.getByRole("tab", { name: "Logga in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logga in", exact: true })).toBeEnabled();
  await expectWholePage(page);
  await page.getByRole("button", { name: "Logga in med nyckel" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  expect(await (await page.request.get(`${site}/api/auth/me`)).json()).toMatchObject({ id: me.id, username: account.username });
  await page.goto(`${site}/settings/${me.id}`);
  await expect(section.getByText(/Senast använd/)).toBeVisible();

  // And with the autofill: the browser offers the passkey for the username field, and the virtual authenticator,
  // which answers at once, takes the offer without a click.
  await logOut(page);
  await page.goto(`${site}/login`);
  await page.waitForURL((url) => url.pathname !== "/login");
  expect(await (await page.request.get(`${site}/api/auth/me`)).json()).toMatchObject({ id: me.id, username: account.username });
  expect(errors()).toEqual([]);
});

test("an admin makes a passkey the second factor, and proves it with the passkey after the next password login", async ({ page }) => {
  test.slow();
  const account = await newMember(page, "adminnyckel");
  await sql("update users set is_admin = true where username = $1", [account.username]);
  await virtualAuthenticator(page);
  const errors = listenForErrors(page);

  await logInWithPassword(page, account);
  await page.goto(`${site}/admin`);
  await expect(page).toHaveURL(/\/admin\/second-factor$/);
  await expect(page.getByRole("heading", { name: "Med en nyckel" })).toBeVisible();
  await expectWholePage(page);
  await expect(page.getByLabel("Namn på nyckeln")).toHaveValue("Adminnyckel");
  await page.getByRole("button", { name: "Lägg till nyckel och fortsätt" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Adminpanel" })).toBeVisible();

  await logOut(page);
  await logInWithPassword(page, account);
  await page.goto(`${site}/admin`);
  await expect(page).toHaveURL(/\/admin\/second-factor$/);
  await expect(page.getByRole("heading", { name: "Andra faktor" })).toBeVisible();
  await expect(page.getByLabel("Kod")).toHaveCount(0);
  await expectWholePage(page);
  await page.getByRole("button", { name: "Använd nyckel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Adminpanel" })).toBeVisible();
  const logs = await sql<{ action: string }>("select action from admin_logs where username = $1 order by id", [account.username]);
  expect(logs.map((row) => row.action)).toEqual(["passkey_added", "passkey_second_factor_used"]);
  expect(errors()).toEqual([]);
});
