// News on a phone: an admin writes a draft with an image that no visitor can find, publishes it, a visitor reads
// and expands it on /news and on its own page (with JSON-LD), a member likes it, and the admin deletes it.
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { logInAdminByApi, registerMember } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

test.use({ viewport: { width: 375, height: 800 } });


async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2f6f8f" } }).jpeg({ quality: 80 }).toBuffer();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: "sv-SE", timezoneId: "Europe/Stockholm" });
  return context.newPage();
}

test("an admin drafts and publishes an illustrated article, a visitor reads it, a member likes it", async ({ page, browser }) => {
  // Three browsers, an upload and several axe scans: close to the default minute on a busy two-core machine.
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Vårfisket ${stamp} har börjat`;
  const tail = `Slutord${stamp}`;
  const words = Array.from({ length: 50 }, (_, i) => `ord${i}`).join(" ");
  const content = `Isen har släppt och gäddan leker. ${words}\n\nLäs mer hos [Havs- och vattenmyndigheten](https://www.havochvatten.se). ${tail}`;

  // The admin writes a draft with an image.
  await logInAdminByApi(page);
  await page.goto("/news");
  await page.getByRole("button", { name: "Ny artikel" }).click();
  const editor = page.getByRole("form", { name: "Ny artikel" });
  await editor.getByRole("button", { name: "Spara artikel" }).click();
  await expect(editor.getByText("Titel krävs")).toBeVisible();
  await expect(editor.getByText("Innehåll krävs")).toBeVisible();
  await editor.getByLabel(/^Titel/).fill(title);
  await editor.getByLabel(/^Text/).fill(content);
  await editor.getByLabel("Bild", { exact: true }).setInputFiles({ name: "varfiske.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await expect(editor.getByRole("img", { name: "Förhandsvisning av artikelns bild" })).toBeVisible();
  await editor.getByLabel("Överkant").check();
  await expect(editor.getByRole("switch", { name: /Publicerad/ })).not.toBeChecked();
  await editor.getByRole("button", { name: "Spara artikel" }).click();
  const adminList = page.getByRole("list", { name: "Alla artiklar" });
  const row = adminList.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("Utkast");
  await expectNoAxeViolations(page);

  const listed = (await (await page.request.get("/api/news/admin")).json()) as { articles: { id: number; title: string; path: string; image_url: string }[] };
  const draft = listed.articles.find((article) => article.title === title)!;
  expect(draft.image_url).toMatch(/^\/uploads\/news\/.+\.webp$/);

  // A visitor finds the draft nowhere.
  const visitor = await newPage(browser);
  for (const path of ["/news", "/api/news", "/news/feed.xml", "/sitemap.xml"]) {
    const res = await visitor.request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).not.toContain(stamp);
  }
  // Nor in the RSC payload that client-side navigation fetches.
  expect(await (await visitor.request.get("/news", { headers: { RSC: "1" } })).text()).not.toContain(stamp);
  expect((await visitor.request.get(draft.path)).status()).toBe(404);
  expect((await visitor.request.get(`/api/news/${draft.id}`)).status()).toBe(404);
  expect((await visitor.request.get(`/api/likes/news/${draft.id}`)).status()).toBe(404);

  // The admin publishes it.
  await row.getByRole("button", { name: `Redigera ${title}` }).click();
  const edit = page.getByRole("form", { name: "Redigera artikel" });
  await expect(edit.getByLabel("Överkant")).toBeChecked();
  await edit.getByRole("switch", { name: /Publicerad/ }).check();
  await edit.getByRole("button", { name: "Spara artikel" }).click();
  await expect(row).toContainText("Publicerad");

  // The visitor reads it on /news, expands and folds it.
  await visitor.goto("/news");
  const card = visitor.getByRole("article").filter({ has: visitor.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(tail)).toBeHidden();
  await card.getByRole("button", { name: new RegExp(`^Visa mer.*${title}`) }).click();
  await expect(card.getByText(tail)).toBeVisible();
  await expect(card.getByRole("link", { name: "Havs- och vattenmyndigheten" })).toHaveAttribute("rel", "nofollow ugc noopener");
  await card.getByRole("button", { name: new RegExp(`^Visa mindre.*${title}`) }).click();
  await expect(card.getByText(tail)).toBeHidden();
  await expectNoAxeViolations(visitor);
  expect(await (await visitor.request.get("/news/feed.xml")).text()).toContain(title);
  expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(draft.path);

  // A visitor may not like it.
  visitor.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Du måste vara inloggad för att gilla nyheter");
    void dialog.dismiss();
  });
  await card.getByRole("button", { name: new RegExp(`^Gilla ${title}`) }).click();

  // Its own page: the address with the slug, the card for link previews and JSON-LD.
  await card.getByRole("link", { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`${draft.path}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(tail)).toBeVisible();
  const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent()) ?? "null") as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ "@type": "NewsArticle", headline: title });
  expect(String((jsonLd.image as string[])[0])).toContain(draft.image_url);
  // Link previews show the article's share card, drawn from its image and title.
  const cardUrl = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  expect(cardUrl).toMatch(new RegExp(`${draft.path}/opengraph-image\\?v=`));
  const shareCard = await visitor.request.get(new URL(cardUrl!).pathname);
  expect([shareCard.status(), shareCard.headers()["content-type"]]).toEqual([200, "image/jpeg"]);
  await expect(visitor.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/news\/feed\.xml$/);
  await expectNoAxeViolations(visitor);
  // Other spellings of the address lead to the current one.
  await visitor.goto(`/news/${draft.id}`);
  await expect(visitor).toHaveURL(new RegExp(`${draft.path}$`));

  // A member likes it.
  const member = await newPage(browser);
  await registerMember(member.request);
  await member.goto(draft.path);
  const like = member.getByRole("button", { name: new RegExp(`^Gilla ${title}`) });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toBeEnabled();
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");

  // The admin deletes it, after confirming; it is gone for the visitor.
  await row.getByRole("button", { name: `Ta bort ${title}` }).click();
  await page.getByRole("dialog", { name: "Är du säker?" }).getByRole("button", { name: "Ta bort artikel" }).click();
  await expect(adminList.getByText(title)).toHaveCount(0);
  expect((await visitor.request.get(draft.path)).status()).toBe(404);
  expect((await visitor.request.get(draft.image_url)).status()).toBe(404);
  await visitor.context().close();
  await member.context().close();
});

test("unknown articles and pages answer 404", async ({ request }) => {
  expect((await request.get("/news/999999-finns-inte")).status()).toBe(404);
  expect((await request.get("/news/inte-ett-id")).status()).toBe(404);
  expect((await request.get("/news/page/999")).status()).toBe(404);
});
