// The admin panel on a phone: an admin blocks an address, grants and revokes admin, works a flag into a warning,
// suspends a member who is then refused at login, and deletes a member by typing the name. axe finds nothing on
// any tab; a member and a visitor get no panel.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { logInAdminByApi, registerMember, uniqueUsername } from "./support/accounts";
import { LoginPage } from "./support/login-page";
import { expectNoAxeViolations } from "./support/axe";

const TABS = ["Dashboard", "Användare", "Blockerade e-postadresser", "Loggar"];
const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());

test.use({ viewport: { width: 375, height: 740 } });

async function postReport(request: APIRequestContext, fish: string): Promise<number> {
  const res = await request.post("/api/reports", { multipart: { fish, weight: "1.5", length: "40", location: "Adminsjön", date: today } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

async function findUser(page: Page, username: string) {
  await openTab(page, "Användare");
  await page.getByLabel("Sök namn, e-post eller ort").fill(username);
  await page.getByRole("search", { name: "Sök användare" }).getByRole("button", { name: "Sök" }).click();
  const card = page.getByRole("listitem", { name: username, exact: true });
  await expect(card).toBeVisible();
  return card;
}

test("visitors are sent to log in and members are refused", async ({ page, browser }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin/);

  const memberContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const memberPage = await memberContext.newPage();
  await registerMember(memberPage.request);
  await memberPage.goto("/admin");
  await expect(memberPage.getByText("Du har inte admin-behörighet")).toBeVisible();
  await expect(memberPage.getByRole("tablist")).toHaveCount(0);
  await memberContext.close();
});

test("every tab works with the keyboard and has no axe violations", async ({ page }) => {
  // Five full axe runs over the panel: on a busy 2-core machine they alone can near the default minute.
  test.slow();
  await logInAdminByApi(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Adminpanel" })).toBeVisible();
  await expect(page.getByText("Medlemmar", { exact: true })).toBeVisible();
  // The background jobs, one card per kind, with their figures.
  const jobs = page.getByRole("region", { name: "Bakgrundsjobb" });
  await expect(jobs.getByRole("heading", { level: 3 })).toHaveText([
    "Aviseringar skickas (push, e-post och veckobrev)",
    "Barnkonton utan samtycke tas bort",
    "Avslutade tävlingar avgörs",
    "Väder hämtas till fångster som saknar det",
    "Gamla nycklar för omsändning rensas",
    "Räknare för statistik och karta summeras",
    "Arternas sidor räknas om",
    "Påminnelser om morgondagens fisketurer",
    "Oanvända filer rensas",
    "Fångster importeras från kalkylblad",
  ]);
  await expect(jobs.getByText("Misslyckade senaste dygnet").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Dashboard" }).focus();
  for (const name of TABS.slice(1)) {
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name })).toBeFocused();
    await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expect(page.getByRole("tabpanel").getByText("Laddar...")).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Dashboard" })).toBeFocused();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test("an admin runs the community from the panel", async ({ page, browser, playwright, baseURL }) => {
  page.on("dialog", (dialog) => void dialog.accept());

  // Three members: one who breaks the rules, one who flags it, one who will be made admin and then deleted.
  const offenderApi = await playwright.request.newContext({ baseURL });
  const offender = await registerMember(offenderApi, uniqueUsername("brak"));
  const reportId = await postReport(offenderApi, "Svordomsgädda");
  const helperApi = await playwright.request.newContext({ baseURL });
  const helper = await registerMember(helperApi, uniqueUsername("hjalp"));

  // The flagger uses the 'Anmäl' button on the report.
  const flaggerContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const flaggerPage = await flaggerContext.newPage();
  await registerMember(flaggerPage.request, uniqueUsername("anm"));
  await flaggerPage.goto(`/reports/${reportId}`);
  await flaggerPage.getByRole("button", { name: "Anmäl", exact: true }).click();
  const flagDialog = flaggerPage.getByRole("dialog", { name: "Anmäl rapporten" });
  await flagDialog.getByRole("button", { name: "Skicka anmälan" }).click();
  await expect(flagDialog.getByText("Ange en anledning")).toBeVisible();
  await flagDialog.getByRole("textbox", { name: "Anledning" }).fill("Svordomar i anteckningen");
  await flagDialog.getByRole("button", { name: "Skicka anmälan" }).click();
  await expect(flagDialog.getByText("Tack! Din anmälan har skickats till moderatorerna.")).toBeVisible();
  await flaggerContext.close();

  await logInAdminByApi(page);
  await page.goto("/admin");

  // Block an address.
  await openTab(page, "Blockerade e-postadresser");
  await page.getByRole("button", { name: "Blockera", exact: true }).click();
  await expect(page.getByText("Email-adress krävs")).toBeVisible();
  const blocked = `${uniqueUsername("spam")}@example.se`.toLowerCase();
  await page.getByRole("textbox", { name: "E-postadress" }).fill(blocked);
  await page.getByRole("textbox", { name: "Anledning" }).fill("Skräppost");
  await page.getByRole("button", { name: "Blockera", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `${blocked} är blockerad.` })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: blocked })).toContainText("Skräppost");

  // Grant admin, which takes effect for the member at once (the role: the powers wait for a second factor of their
  // own, decision 300), then revoke it.
  let card = await findUser(page, helper.username);
  await card.getByRole("button", { name: "Gör till admin" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${helper.username} är nu admin.` })).toBeVisible();
  expect(await (await helperApi.get("/api/auth/me")).json()).toMatchObject({ is_admin: true });
  const withoutFactor = await helperApi.get("/api/admin/dashboard");
  expect(withoutFactor.status()).toBe(403);
  expect(await withoutFactor.json()).toMatchObject({ code: "SECOND_FACTOR_SETUP_REQUIRED" });
  card = page.getByRole("listitem", { name: helper.username, exact: true });
  await card.getByRole("button", { name: "Ta bort admin" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${helper.username} är inte längre admin.` })).toBeVisible();
  const revoked = await helperApi.get("/api/admin/dashboard");
  expect(revoked.status()).toBe(403);
  expect(await revoked.json()).toMatchObject({ code: "NOT_ADMIN" });

  // Work the flag into a warning: the ladder proposes a warning for a first offence.
  await openTab(page, "Dashboard");
  const flagCard = page.getByRole("listitem").filter({ hasText: "Svordomar i anteckningen" });
  await flagCard.getByRole("button", { name: "Ge varning" }).click();
  const moderate = page.getByRole("dialog", { name: `Moderera ${offender.username}` });
  await expect(moderate.getByLabel("Varning (föreslås)")).toBeChecked();
  await expect(moderate.getByRole("textbox", { name: "Anledning" })).toHaveValue("Svordomar i anteckningen");
  await moderate.getByRole("button", { name: "Verkställ" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Varning för ${offender.username} är registrerad.` })).toBeVisible();
  await expect(page.getByText("Inga öppna anmälningar.")).toBeVisible();
  const unread = (await (await offenderApi.get("/api/notifications/unread-count")).json()) as { unreadCount: number };
  expect(unread.unreadCount).toBe(1);

  // Suspend: the ladder now proposes 7 days; the member's session ends and login is refused with the end date.
  card = await findUser(page, offender.username);
  await card.getByRole("button", { name: "Moderera" }).click();
  await expect(moderate.getByLabel("Avstängning i 7 dagar (föreslås)")).toBeChecked();
  await moderate.getByRole("textbox", { name: "Anledning" }).fill("Fortsatta svordomar efter varning");
  await moderate.getByRole("button", { name: "Verkställ" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Avstängning i 7 dagar för ${offender.username} är registrerad.` })).toBeVisible();
  await expect(page.getByRole("listitem", { name: offender.username, exact: true }).getByText(/Avstängd t\.o\.m\./)).toBeVisible();
  expect((await offenderApi.get("/api/auth/me")).status()).toBe(401);

  const loginContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const loginPage = new LoginPage(await loginContext.newPage());
  await loginPage.open();
  await loginPage.logIn(offender.username, offender.password);
  await expect(loginPage.alert(/Ditt konto är avstängt till och med \d{1,2} \p{L}+ \d{4}\./u)).toBeVisible();

  // The suspension was a mistake: the admin lifts it with a reason, and the member can log in again at once.
  card = await findUser(page, offender.username);
  await card.getByRole("button", { name: "Moderera" }).click();
  await expect(moderate.getByText(/^Avstängd till och med/)).toBeVisible();
  await moderate.getByRole("textbox", { name: "Anledning" }).fill("Fel medlem avstängd");
  await moderate.getByRole("button", { name: "Häv avstängningen" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Avstängningen av ${offender.username} är hävd.` })).toBeVisible();
  await loginPage.logIn(offender.username, offender.password);
  await expect(loginPage.page).not.toHaveURL(/\/login/);
  await loginContext.close();

  // Delete a member: the button stays disabled until the username is typed exactly.
  card = await findUser(page, helper.username);
  await card.getByRole("button", { name: "Ta bort användare" }).click();
  const confirmDelete = page.getByRole("dialog", { name: `Ta bort ${helper.username}` });
  const remove = confirmDelete.getByRole("button", { name: "Ta bort användaren" });
  await expect(remove).toBeDisabled();
  await confirmDelete.getByLabel(/Skriv användarnamnet/).fill(helper.username.toUpperCase());
  await expect(remove).toBeDisabled();
  await confirmDelete.getByLabel(/Skriv användarnamnet/).fill(helper.username);
  await remove.click();
  await expect(page.getByRole("status").filter({ hasText: `${helper.username} är borttagen.` })).toBeVisible();
  expect((await helperApi.get("/api/auth/me")).status()).toBe(401);

  // Everything is in the log, newest first.
  await openTab(page, "Loggar");
  const entries = page.getByRole("tabpanel").getByRole("listitem");
  // Specs on other workers act as admins meanwhile: this spec's entries are the ones naming its members.
  // (Usernames are letters, digits and underscores; the address's dots are the only characters to escape.)
  const ours = entries.filter({ hasText: new RegExp([helper.username, offender.username, blocked.replaceAll(".", "\\.")].join("|")) });
  await expect(ours.first()).toContainText("Tog bort användare");
  await expect(ours.first()).toContainText(helper.username);
  await expect(page.getByRole("tabpanel")).toContainText("Avstängning 7 dagar");
  await expect(page.getByRole("tabpanel")).toContainText("Varning");
  await expect(page.getByRole("tabpanel")).toContainText(blocked);
  await page.getByLabel("Åtgärd").selectOption("block_email");
  await expect(ours.first()).toContainText(blocked);
  await expect(entries.filter({ hasText: "Tog bort användare" })).toHaveCount(0);

  await offenderApi.dispose();
  await helperApi.dispose();
});
