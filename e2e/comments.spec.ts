// The talk under a catch on a phone: a member comments on a friend's catch, the owner is told and answers, a
// visitor without JavaScript reads both, and an admin removes a comment another member flagged.
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { logInAdminByApi, registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

const PHONE = { viewport: { width: 375, height: 812 } } as const;

async function idOf(request: APIRequestContext): Promise<number> {
  return ((await (await request.get("/api/auth/me")).json()) as { id: number }).id;
}

async function member(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const account = await registerMember(page.request);
  return { context, page, account, id: await idOf(page.request) };
}

test("a friend comments, the owner answers, a visitor reads both, an admin removes a flagged comment", async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await member(browser);
  const friend = await member(browser);
  expect((await friend.page.request.post(`/api/friends/request/${owner.id}`)).status()).toBe(201);
  const [request] = (await (await owner.page.request.get("/api/friends/requests")).json()) as { friendship_id: number }[];
  expect((await owner.page.request.post(`/api/friends/accept/${request!.friendship_id}`)).status()).toBe(200);
  const posted = await owner.page.request.post("/api/reports", {
    multipart: { fish: "Gädda", weight: "7.2", length: "98", location: `Kommentsjön ${Date.now().toString(36)}` },
  });
  expect(posted.status()).toBe(201);
  const { id: reportId } = (await posted.json()) as { id: number };

  // The friend writes under the catch.
  const f = friend.page;
  await f.goto(`/reports/${reportId}`);
  const talk = f.getByRole("region", { name: /Kommentarer/ });
  await expect(talk.getByText("Inga kommentarer än. Skriv den första!")).toBeVisible();
  await talk.getByRole("button", { name: "Skicka" }).click();
  await expect(talk.getByLabel("Skriv en kommentar")).toHaveAttribute("aria-invalid", "true");
  await talk.getByLabel("Skriv en kommentar").fill("Grattis! Vilket drag? Se https://www.sportfiskarna.se");
  await talk.getByRole("button", { name: "Skicka" }).click();
  await expect(talk.getByRole("status")).toHaveText("Din kommentar är publicerad.");
  const comment = talk.getByRole("article", { name: friend.account.username });
  await expect(comment.getByText(/Grattis! Vilket drag\?/)).toBeVisible();
  await expect(comment.getByRole("link", { name: "https://www.sportfiskarna.se" })).toHaveAttribute("rel", "nofollow ugc noopener");
  await expect(talk.getByRole("heading", { name: "Kommentarer (1)" })).toBeVisible();
  await expectNoAxeViolations(f);

  // The owner is told through the bell and answers from the notification.
  const o = owner.page;
  await o.goto("/notifications");
  await o.getByRole("button", { name: new RegExp(`${friend.account.username} kommenterade din fångst: Gädda 7.2 kg`) }).click();
  await expect(o).toHaveURL(new RegExp(`/reports/${reportId}#kommentarer$`));
  const ownerTalk = o.getByRole("region", { name: /Kommentarer/ });
  await ownerTalk.getByRole("article", { name: friend.account.username }).getByRole("button", { name: "Svara" }).click();
  await ownerTalk.getByLabel(`Svar till ${friend.account.username}`).fill("Tack! En svart jerkbait vid vassen.");
  await ownerTalk.getByRole("button", { name: "Svara", exact: true }).last().click();
  const answers = ownerTalk.getByRole("list", { name: `Svar på ${friend.account.username}` });
  await expect(answers.getByText("Tack! En svart jerkbait vid vassen.")).toBeVisible();
  await expectNoAxeViolations(o);

  // A visitor without JavaScript reads both, in order, from the server's own page.
  const visitorContext = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/reports/${reportId}`);
  const read = visitor.getByRole("region", { name: /Kommentarer/ });
  await expect(read.getByRole("heading", { name: "Kommentarer (2)" })).toBeVisible();
  await expect(read.getByText(/Grattis! Vilket drag\?/)).toBeVisible();
  await expect(read.getByRole("list", { name: `Svar på ${friend.account.username}` }).getByText("Tack! En svart jerkbait vid vassen.")).toBeVisible();
  await expect(read.getByRole("button", { name: "Ta bort" })).toHaveCount(0);
  await visitorContext.close();

  // Another member flags the friend's comment; an admin removes it from the dashboard, and the answer reads on.
  const stranger = await member(browser);
  await stranger.page.goto(`/reports/${reportId}`);
  const strangerTalk = stranger.page.getByRole("region", { name: /Kommentarer/ });
  await strangerTalk.getByRole("article", { name: friend.account.username }).getByRole("button", { name: "Anmäl" }).click();
  const flagDialog = stranger.page.getByRole("dialog", { name: "Anmäl kommentaren" });
  await flagDialog.getByLabel("Anledning").fill("Reklam för en annan sajt");
  await flagDialog.getByRole("button", { name: "Skicka anmälan" }).click();
  await expect(flagDialog.getByRole("status")).toHaveText("Tack! Din anmälan har skickats till moderatorerna.");

  const adminContext = await browser.newContext(PHONE);
  const admin = await adminContext.newPage();
  await logInAdminByApi(admin);
  await admin.goto("/admin");
  const flagged = admin.getByRole("region", { name: "Anmälda kommentarer" });
  const card = flagged.getByRole("listitem").filter({ hasText: "Reklam för en annan sajt" });
  await expect(card.getByText(/Grattis! Vilket drag\?/)).toBeVisible();
  await expectNoAxeViolations(admin);
  await card.getByRole("button", { name: "Ta bort kommentaren" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Ta bort kommentar" }).click();
  await expect(admin.getByText(`Kommentaren av ${friend.account.username} är borttagen.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await o.reload();
  await expect(ownerTalk.getByText("Kommentaren är borttagen")).toBeVisible();
  await expect(ownerTalk.getByText(/Grattis! Vilket drag\?/)).toHaveCount(0);
  await expect(ownerTalk.getByText("Tack! En svart jerkbait vid vassen.")).toBeVisible();
  await expect(ownerTalk.getByRole("heading", { name: "Kommentarer (1)" })).toBeVisible();

  for (const context of [owner.context, friend.context, stranger.context, adminContext]) await context.close();
});
