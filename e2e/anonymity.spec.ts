// An anonymous member with a full life on the site (catches, one with a photo, likes, comments and answers, a place
// on a competition's leaderboard, a friend, a sent request, notifications to others) leaves no marker of who they are
// in anything another member or a visitor can fetch: every page of the authorization table as HTML and as RSC payload
// (the talk under catches and articles, the share cards' alt text and tags included), every JSON read of the API, the
// feed, the sitemap, the photo's bytes and the share cards' bytes.
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { PAGE_TABLE } from "../test/authorization/table";
import { registerMember } from "./support/accounts";
import { mailedLinkPath } from "./support/outbox";
import { pageWorld } from "./support/page-world";

const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());

/** Letters only, so the same marker fits a username, a name and a city. */
function marker(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `${prefix}${letters}`;
}

async function idOf(request: APIRequestContext): Promise<number> {
  return ((await (await request.get("/api/auth/me")).json()) as { id: number }).id;
}

async function postReport(request: APIRequestContext, fish: string, image?: Buffer, weight = "1.9"): Promise<{ id: number; image: string | null }> {
  const res = await request.post("/api/reports", {
    multipart: {
      fish,
      weight,
      length: "52",
      location: "Vänern",
      date: today,
      ...(image ? { image: { name: "fangst.jpg", mimeType: "image/jpeg", buffer: image } } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; image: string | null };
}

async function befriend(from: APIRequestContext, to: APIRequestContext, toId: number) {
  expect((await from.post(`/api/friends/request/${toId}`)).status()).toBe(201);
  const [request] = (await (await to.get("/api/friends/requests")).json()) as { friendship_id: number }[];
  expect((await to.post(`/api/friends/accept/${request!.friendship_id}`)).status()).toBe(200);
}

test("an anonymous member's username, names, city and e-mail are in no page, payload or API answer", async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  const context = () => playwright.request.newContext({ baseURL });
  const [anonymous, friend, stranger, recipient, visitor] = await Promise.all([context(), context(), context(), context(), context()]);

  const markers = {
    username: marker("Hx"),
    firstname: marker("Fornamn"),
    lastname: marker("Efternamn"),
    city: marker("Stad"),
    email: `${marker("epost")}@example.se`,
  };
  await Promise.all([registerMember(anonymous, markers.username), registerMember(friend), registerMember(stranger), registerMember(recipient)]);
  const [anonymousId, friendId, strangerId, recipientId] = (await Promise.all([anonymous, friend, stranger, recipient].map(idOf))) as [number, number, number, number];

  // Before the switch: the profile with every marker, a friendship the member asked for, a catch whose photo
  // carries the username in its EXIF data, and a like on the friend's catch.
  const profile = await anonymous.put(`/api/profile/${anonymousId}`, {
    multipart: { firstname: markers.firstname, lastname: markers.lastname, city: markers.city, email: markers.email },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  // A new address is the member's once the link mailed to it is used.
  const confirmLink = await mailedLinkPath(markers.email, "email_change", "/confirm-email/");
  const confirmed = await anonymous.post(`/api/email-change/confirm/${confirmLink.split("/").pop()}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await befriend(anonymous, friend, friendId);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a6ea5" } })
    .jpeg()
    .withExif({ IFD0: { Artist: markers.username, Copyright: `${markers.firstname} ${markers.lastname}` } })
    .toBuffer();
  expect(photo.includes(markers.username)).toBe(true);
  const withPhoto = await postReport(anonymous, "Öring", photo);
  expect(withPhoto.image, "the catch keeps its photo").toBeTruthy();
  const friendsCatch = await postReport(friend, "Abborre");
  const strangersCatch = await postReport(stranger, "Sik");
  expect((await anonymous.post(`/api/likes/reports/${friendsCatch.id}`)).status()).toBe(200);
  const commentOn = async (request: APIRequestContext, path: string, body: string, parentId?: number) => {
    const res = await request.post(`${path}/comments`, { data: { body, ...(parentId ? { parent_id: parentId } : {}) } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { comment: { id: number } }).comment.id;
  };
  // A comment written under the real name, before the switch: it must follow the member into anonymity.
  const early = await commentOn(anonymous, `/api/reports/${friendsCatch.id}`, "Snygg abborre!");
  await commentOn(friend, `/api/reports/${friendsCatch.id}`, "Tack!", early);

  const switched = await anonymous.put(`/api/profile/${anonymousId}`, {
    multipart: { firstname: markers.firstname, lastname: markers.lastname, city: markers.city, email: markers.email, is_anonymous: "true" },
  });
  expect(switched.status(), await switched.text()).toBe(200);

  // After it: another catch, likes on a stranger's catch and on news, and a request the recipient has not answered.
  // A record pike, so the species page (/arter/gadda) lists it among the heaviest.
  const plain = await postReport(anonymous, "Gädda", undefined, "95.5");
  // A competition of the friend's that the member joins: the pike leads it, under the public name.
  const created = await friend.post("/api/competitions", { data: { name: "Gäddkampen", starts_on: today, ends_on: today, rule: "heaviest" } });
  expect(created.status(), await created.text()).toBe(201);
  const competitionId = ((await created.json()) as { id: number }).id;
  expect((await anonymous.post(`/api/competitions/${competitionId}/participants`)).status()).toBe(201);
  expect((await anonymous.post(`/api/likes/reports/${strangersCatch.id}`)).status()).toBe(200);
  const { world, articleId } = await pageWorld(visitor, { ownerId: anonymousId, reportId: plain.id });
  expect((await anonymous.post(`/api/likes/news/${articleId}`)).status()).toBe(200);
  expect((await anonymous.post(`/api/friends/request/${recipientId}`)).status()).toBe(201);
  // Comments after it: on a stranger's catch (its owner is notified), an answer there, on the article, on their own.
  const onStranger = await commentOn(stranger, `/api/reports/${strangersCatch.id}`, "Var fick du den?");
  await commentOn(anonymous, `/api/reports/${strangersCatch.id}`, "I Vänern, på jigg", onStranger);
  await commentOn(anonymous, `/api/news/${articleId}`, "Bra skrivet");
  await commentOn(anonymous, `/api/reports/${plain.id}`, "Rekordgädda!");

  const users = [anonymousId, friendId, strangerId, recipientId];
  const reports = [withPhoto.id, plain.id, friendsCatch.id, strangersCatch.id];
  const pages = [
    ...PAGE_TABLE.map((row) => row.path(world)),
    ...users.flatMap((id) => [`/profile/${id}`, `/profile/${id}/friends`]),
    ...reports.map((id) => `/reports/${id}`),
    `/tavlingar/${competitionId}`,
    "/reports?sort=fisher",
    // The page repeats the query, so it asks for a part of each marker: the whole one would be a found member.
    `/search-results?q=${markers.username.slice(0, 5)}`,
    `/search-results?q=${markers.firstname.slice(0, 9)}`,
  ];
  const searches = [markers.username, markers.username.slice(0, 4), markers.firstname, markers.lastname, markers.city, "anonym"];
  const api = [
    "/api/reports",
    "/api/news",
    `/api/news/${articleId}`,
    `/api/likes/news/${articleId}`,
    ...users.flatMap((id) => [`/api/reports/user/${id}`, `/api/profile/${id}`, `/api/friends/${id}`, `/api/friends/status/${id}`]),
    ...reports.map((id) => `/api/likes/reports/${id}`),
    ...reports.map((id) => `/api/reports/${id}/comments`),
    `/api/news/${articleId}/comments`,
    "/api/competitions",
    `/api/competitions/${competitionId}`,
    ...searches.map((q) => `/api/profile/search/${encodeURIComponent(q)}`),
  ];
  // What only a viewer's own session reads: the friend's (and the recipient's) notifications and requests.
  const own = ["/api/notifications", "/api/friends", "/api/friends/requests", "/api/notifications/unread-count"];
  const receivers = { friend, recipient, stranger } as const;

  const hidden = Object.entries(markers).map(([field, value]) => [field, value.toLowerCase()] as const);
  const anonymousName = `anonym#${String(anonymousId).padStart(3, "0")}`;
  let requests = 0;
  let namedAnonymously = 0;
  const leaks: string[] = [];
  async function scan(viewer: string, request: APIRequestContext, path: string, headers?: Record<string, string>) {
    const res = await request.get(path, { headers });
    requests += 1;
    const body = (await res.body()).toString("latin1");
    // Lower-cased, and with the byte-level text as well as the UTF-8 one, so an EXIF field or an escaped name counts.
    const texts = [body.toLowerCase(), (await res.text()).toLowerCase()];
    for (const [field, value] of hidden) {
      if (texts.some((text) => text.includes(value))) leaks.push(`${viewer}: ${field} in ${headers ? "RSC " : ""}${path} (${res.status()})`);
    }
    if (texts[1]!.includes(anonymousName)) namedAnonymously += 1;
  }

  // The three viewers read side by side, each one request at a time.
  const viewers = { visitor, stranger, friend } as const;
  await Promise.all(
    Object.entries(viewers).map(async ([name, request]) => {
      for (const path of pages) {
        await scan(name, request, path);
        await scan(name, request, path, { RSC: "1" });
      }
      for (const path of api) await scan(name, request, path);
      if (withPhoto.image) await scan(name, request, `/uploads/reports/${withPhoto.image}`);
      // The cards' bytes: no name in a text chunk or metadata (what is drawn is checked against the public name in
      // lib/share/report-card.integ.test.ts).
      for (const id of reports) await scan(name, request, `/reports/${id}/opengraph-image`);
    }),
  );
  for (const [name, request] of Object.entries(receivers)) {
    for (const path of own) await scan(name, request, path);
  }

  console.log(`anonymity scan: ${requests} requests, ${leaks.length} leaks`);
  test.info().annotations.push({ type: "requests", description: String(requests) });
  expect(leaks).toEqual([]);
  // The scan looked at the member's things: their anonymous name is what the pages and answers show.
  expect(namedAnonymously).toBeGreaterThan(50);
});
