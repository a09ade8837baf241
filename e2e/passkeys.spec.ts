// Passkeys on a phone (decision 301), with Chromium's virtual authenticator (CDP WebAuthn: ctap2, internal, a
// resident key, user verification): a member logs in with the password, adds a passkey named "Telefonen" under
// Inloggning in settings, logs out and logs in with 'Logga in med nyckel'. The site is opened as localhost, the
// loopback name browsers take as a relying party (lib/passkeys/config.ts). axe finds nothing, nothing scrolls
// sideways and the console stays quiet.
import { expect, test, type Page } from "@playwright/test";
import { NEW_PASSWORD, uniqueUsername } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { listenForErrors, sidewaysScroll } from "./support/page-check";

const site = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

// The page's requests carry the Origin of the page they come from: the configuration's (127.0.0.1) would make
// Chromium refuse this page's own CORS-mode requests. The worker's client address stays as the configuration sets it.
test.use({
  viewport: { width: 375, height: 740 },
  extraHTTPHeaders: { origin: site, "x-forwarded-for": `127.0.1.${Number(process.env.TEST_PARALLEL_INDEX ?? 0) + 1}` },
});

async function expectWholePage(page: Page) {
  await expectNoAxeViolations(page);
  expect(await sidewaysScroll(page)).toEqual([]);
}

test("a member adds a passkey in settings, logs out and logs in with it", async ({ page }) => {
  test.slow();
  const account = { username: uniqueUsername("nyckel"), password: NEW_PASSWORD };
  const registered = await page.request.post(`${site}/api/auth/register`, { data: { ...account, age: 30 } });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await page.request.post(`${site}/api/auth/logout`)).status()).toBe(200);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

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

  // Out, from a page that has finished asking the API, and in again with the button: here as in a browser without
  // passkeys in the username field's autofill, so that nothing but the button starts a ceremony.
  await page.addInitScript(() => {
    if (new URL(location.href).searchParams.has("utan-autofyll")) PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  const logOut = async () => {
    await page.goto(`${site}/about`);
    await page.waitForLoadState("networkidle");
    expect((await page.request.post(`${site}/api/auth/logout`)).status()).toBe(200);
  };
  await logOut();
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
  await logOut();
  await page.goto(`${site}/login`);
  await page.waitForURL((url) => url.pathname !== "/login");
  expect(await (await page.request.get(`${site}/api/auth/me`)).json()).toMatchObject({ id: me.id, username: account.username });
  expect(errors()).toEqual([]);
});
