// Members and their gang on a phone: profiles, friends (matroser), notifications, anonymity and passwords.
import { expect, test, type Page } from "@playwright/test";
import { logInByApi, registerMember, uniqueUsername } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

test.use({ viewport: { width: 375, height: 812 } });

async function idOf(page: Page): Promise<number> {
  const res = await page.request.get("/api/auth/me");
  return (await res.json()).id as number;
}

test("two members become friends: search, profile, request, bell, notifications, accept", async ({ browser }) => {
  // Two browsers and four axe scans: more than the default minute on a busy two-core machine.
  test.slow();
  const alice = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const bob = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const a = await alice.newPage();
  const b = await bob.newPage();
  const aliceAccount = await registerMember(a.request, uniqueUsername("alice"));
  const bobAccount = await registerMember(b.request, uniqueUsername("bob"));

  await a.goto(`/search-results?q=${encodeURIComponent(bobAccount.username)}`);
  await a.getByRole("link", { name: new RegExp(bobAccount.username) }).first().click();
  await expect(a.getByRole("heading", { level: 1, name: bobAccount.username })).toBeVisible();
  // After a navigation in the page the title may follow the heading by a moment (the metadata streams after it).
  await expect(a).toHaveTitle(`${bobAccount.username} – Fiskegänget`);
  await expectNoAxeViolations(a);
  await a.getByRole("button", { name: "Lägg till som matros" }).click();
  await expect(a.getByRole("status").filter({ hasText: "Förfrågan skickad!" })).toBeVisible();
  // SPEC §4: the 'sent' state returns after 3 s, here to the pending request it now is.
  await expect(a.getByRole("button", { name: "Förfrågan skickad – ta tillbaka" })).toBeVisible({ timeout: 6000 });

  await b.goto("/");
  const bell = b.getByRole("banner").getByRole("link", { name: /Notifikationer, 1 oläst/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(b.getByRole("heading", { name: "Notifikationer" })).toBeVisible();
  const card = b.getByRole("button", { name: new RegExp(`${aliceAccount.username} vill bli din matros`) });
  await expect(card).toContainText("Oläst");
  await expectNoAxeViolations(b);
  await expect(b.getByRole("banner").getByRole("link", { name: "Notifikationer" })).toBeVisible();
  await card.click();
  await expect(b).toHaveURL(/\/profile\/\d+$/);
  await b.getByRole("link", { name: "Svara på förfrågan" }).click();
  await expect(b.getByRole("heading", { name: "Matros-förfrågningar" })).toBeVisible();
  await expectNoAxeViolations(b);
  await b.getByRole("button", { name: "Acceptera" }).click();
  await expect(b.getByText("Inga väntande förfrågningar")).toBeVisible();

  await b.goto("/friends");
  await expect(b.getByRole("heading", { name: "Mina Matroser" })).toBeVisible();
  await expect(b.getByRole("link", { name: aliceAccount.username })).toBeVisible();
  await expect(b.getByText(/Matros sedan/)).toBeVisible();
  await expectNoAxeViolations(b);

  await a.goto("/notifications");
  await expect(a.getByRole("button", { name: new RegExp(`${bobAccount.username} accepterade din matros-förfrågan`) })).toBeVisible();
  await alice.close();
  await bob.close();
});

test("an anonymous member leaves no trace of the username for a visitor", async ({ browser, page }) => {
  const member = await registerMember(page.request, uniqueUsername("hemlig"));
  const memberId = await idOf(page);
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await registerMember(friendPage.request, uniqueUsername("kompis"));
  const friendId = await idOf(friendPage);
  // Friends first, a catch, then the switch to anonymous in settings.
  expect((await friendPage.request.post(`/api/friends/request/${memberId}`)).status()).toBe(201);
  const requests = await (await page.request.get("/api/friends/requests")).json();
  expect((await page.request.post(`/api/friends/accept/${requests[0].friendship_id}`)).status()).toBe(200);
  const form = { fish: "Gös", weight: "2.5", length: "55", location: "Hjälmaren", date: "2026-06-01" };
  expect((await page.request.post("/api/reports", { multipart: form })).status()).toBe(201);

  await page.goto(`/settings/${memberId}`);
  await expect(page.getByRole("heading", { name: "Inställningar" })).toBeVisible();
  await expect(page.getByLabel("Förnamn")).toBeVisible();
  // The push button is dimmed while the browser's support is checked; axe reads the settled page.
  await expect(page.getByRole("button", { name: "Slå på push" })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.getByLabel("Förnamn").fill("Hemliga");
  await page.getByRole("checkbox", { name: /Anonym profil/ }).check();
  await page.getByRole("button", { name: "Spara profil" }).click();
  await expect(page.getByText("Profilen är uppdaterad")).toBeVisible();

  await page.goto("/my-profile");
  await expect(page.getByText("Anonym profil")).toBeVisible();
  await expectNoAxeViolations(page);

  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  const anonymousName = `anonym#${String(memberId).padStart(3, "0")}`;
  const addresses = [`/profile/${memberId}`, `/profile/${memberId}/friends`, `/profile/${friendId}/friends`, "/reports", "/"];
  for (const address of addresses) {
    const html = await (await v.request.get(address)).text();
    expect(html, address).not.toContain(member.username);
    expect(html, address).not.toContain("Hemliga");
    const rsc = await (await v.request.get(address, { headers: { RSC: "1" } })).text();
    expect(rsc, `${address} (RSC)`).not.toContain(member.username);
  }
  await v.goto(`/profile/${memberId}`);
  await expect(v.getByRole("heading", { level: 1, name: anonymousName })).toBeVisible();
  await expect(v.getByText("Dolt").first()).toBeVisible();
  await expect(v).toHaveTitle(new RegExp(anonymousName));
  await expectNoAxeViolations(v);
  await v.goto(`/profile/${friendId}/friends`);
  await expect(v.getByRole("link", { name: anonymousName })).toBeVisible();
  await expectNoAxeViolations(v);
  await visitor.close();
  await friendContext.close();
});

test("a password change logs out the member's other browser but keeps this one", async ({ browser, page }) => {
  const account = await registerMember(page.request);
  const memberId = await idOf(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logInByApi(otherPage, account);
  expect((await otherPage.request.get("/api/auth/me")).status()).toBe(200);

  await page.goto(`/settings/${memberId}`);
  await page.getByLabel("Nuvarande lösenord").fill(account.password);
  await page.getByLabel("Nytt lösenord", { exact: true }).fill("Nytt-Lösen-2026");
  await page.getByLabel("Bekräfta nytt lösenord").fill("Nytt-Lösen-2027");
  await page.getByRole("button", { name: "Byt lösenord" }).click();
  await expect(page.getByText("De nya lösenorden matchar inte")).toBeVisible();
  await page.getByLabel("Bekräfta nytt lösenord").fill("Nytt-Lösen-2026");
  await page.getByRole("button", { name: "Byt lösenord" }).click();
  await expect(page.getByText(/Lösenordet är ändrat/)).toBeVisible();

  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  expect((await otherPage.request.get("/api/auth/me")).status()).toBe(401);
  await otherPage.goto("/notifications");
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});

test("a visitor is sent to /login from member pages, and an unknown profile is a 404", async ({ page }) => {
  for (const address of ["/my-profile", "/friends", "/friend-requests", "/notifications", "/settings/1"]) {
    await page.goto(address);
    await expect(page, address).toHaveURL(/\/login\?next=/);
  }
  const res = await page.goto("/profile/99999999");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Profil hittades inte" })).toBeVisible();
});
