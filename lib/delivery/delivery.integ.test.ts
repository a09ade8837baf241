// Notifications reaching members: choices, the outbox, e-mail batches and the digest through a fake Resend, push
// through a fake push service that checks the VAPID signature and decrypts the payload; outages, gone devices,
// bounces, one-click unsubscribe, children, suspended and anonymous members.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createResendTransport } from "@/lib/mail/send";
import { runDeliveryTick } from "@/lib/delivery/worker";
import { sendMailBatches } from "@/lib/delivery/mail-batches";
import { dispatchDeliveries } from "@/lib/delivery/dispatch";
import { svixSignature } from "@/lib/delivery/webhook";
import { unsubscribeByToken } from "@/lib/delivery/unsubscribe";
import { GET as getPreferences, PUT as putPreferences } from "@/app/api/notifications/preferences/route";
import { POST as subscribe, DELETE as unsubscribeDevice } from "@/app/api/notifications/push/route";
import { POST as oneClick } from "@/app/api/unsubscribe/[token]/route";
import { POST as webhook } from "@/app/api/webhooks/resend/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as listNotifications } from "@/app/api/notifications/route";
import { createReport, createUser } from "@/prisma/factories";
import { resetDatabase } from "@/test/db";
import { startFakePushService, type FakeDevice, type FakePushService } from "@/test/fake-push";
import { startFakeResend, type FakeResend } from "@/test/fake-resend";
import { call, sessionCookie } from "@/test/http";
import { latestLinkToken } from "@/test/outbox";
import { confirmEmailChange, requestEmailChange } from "@/lib/email-change/mutations";

let push: FakePushService;
let resend: FakeResend;
let transport: ReturnType<typeof createResendTransport>;
const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const tick = (minutes = 0) => runDeliveryTick({ now: later(minutes), transport });

beforeAll(async () => {
  push = await startFakePushService({ vapidPublicKey: process.env.VAPID_PUBLIC_KEY! });
  resend = await startFakeResend();
  transport = createResendTransport(resend.apiKey, resend.url);
});
afterAll(async () => {
  await push?.close();
  await resend?.close();
});
beforeEach(resetDatabase);

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, { email: `m${Math.random().toString(36).slice(2)}@example.se`, ...overrides });
  return { ...user, cookie: await sessionCookie(user) };
}

async function withDevice(user: { cookie: string }): Promise<FakeDevice> {
  const device = push.device();
  const res = await call(subscribe, { cookie: user.cookie, body: { endpoint: device.endpoint, keys: device.keys } });
  expect(res.status).toBe(201);
  return device;
}

type Type = "report_liked" | "friend_request" | "report_comment" | "personal_best";
const notify = (userId: number, type: Type, fromUserId: number, relatedId: number, message: string, createdAt = new Date()) =>
  db.notification.create({ data: { userId, type, fromUserId, relatedId, message, createdAt } });
const mailsTo = (email: string | null) => resend.mails.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).includes(email!));
const pushesTo = (device: FakeDevice) => push.received.filter((p) => p.deviceId === device.id);

describe("choices", () => {
  it("gives adults, teens and children their defaults, and keeps a child's e-mail and push off", async () => {
    const adult = await member();
    const teen = await member({ age: 14 });
    const child = await member({ age: 10, consentStatus: "GRANTED" });
    const read = async (user: { cookie: string }) => (await (await call(getPreferences, { cookie: user.cookie })).json()) as { preferences: { kind: string; email: boolean; push: boolean; site: boolean }[]; locked: string | null };
    const pick = (prefs: Awaited<ReturnType<typeof read>>, kind: string) => prefs.preferences.find((p) => p.kind === kind)!;

    const a = await read(adult);
    expect([pick(a, "friend_request").email, pick(a, "comment").email, pick(a, "reply").email, pick(a, "like").email, pick(a, "digest").email]).toEqual([true, true, true, false, false]);
    expect(a.locked).toBeNull();
    expect(pick(await read(teen), "friend_request").email).toBe(false);

    const c = await read(child);
    expect(c.locked).toMatch(/under 13/);
    expect(c.preferences.every((p) => !p.email && !p.push)).toBe(true);
    const put = await call(putPreferences, { cookie: child.cookie, method: "PUT", body: { preferences: [{ kind: "comment", site: true, email: true, push: true }] } });
    expect(pick((await put.json()) as Awaited<ReturnType<typeof read>>, "comment")).toMatchObject({ email: false, push: false });

    const bad = await call(putPreferences, { cookie: adult.cookie, method: "PUT", body: { preferences: [{ kind: "spam", site: true, email: true, push: true }] } });
    expect(bad.status).toBe(400);
  });

  it("hides a kind the member turned off on the site, and mails or pushes nothing of a kind turned off", async () => {
    const owner = await member();
    const liker = await member();
    const device = await withDevice(owner);
    await call(putPreferences, { cookie: owner.cookie, method: "PUT", body: { preferences: [{ kind: "like", site: false, email: false, push: false }] } });
    const report = await createReport(db, { userId: owner.id });
    await notify(owner.id, "report_liked", liker.id, report.id, `${liker.username} gillade din fångst: Gädda 3.4 kg`);
    await notify(owner.id, "friend_request", liker.id, 1, `${liker.username} vill bli din matros`);
    const list = (await (await call(listNotifications, { cookie: owner.cookie })).json()) as { notifications: { type: string }[] };
    expect(list.notifications.map((n) => n.type)).toEqual(["friend_request"]);
    await tick();
    expect(pushesTo(device).map((p) => (p.payload as { body: string }).body)).toEqual([`${liker.username} vill bli din matros`]);
  });
});

describe("push", () => {
  it("pushes only the text and link, signed with our VAPID key, as the recipient may see the sender", async () => {
    const owner = await member();
    const liker = await member();
    const device = await withDevice(owner);
    const report = await createReport(db, { userId: owner.id });
    await notify(owner.id, "personal_best", liker.id, report.id, `${liker.username} slog sitt personbästa på gädda: 9,4 kg`);
    // The sender turns anonymous before the push goes: the push names them as the site now would.
    await db.user.update({ where: { id: liker.id }, data: { isAnonymous: true } });
    // Two servers at once: the claim gives the row to one of them.
    await Promise.all([dispatchDeliveries(), dispatchDeliveries()]);
    expect(push.refused).toEqual([]);
    const [received] = pushesTo(device);
    expect(received!.payload).toEqual({ title: "Fiskegänget", body: `anonym#${String(liker.id).padStart(3, "0")} slog sitt personbästa på gädda: 9,4 kg`, url: `/reports/${report.id}` });
    expect(JSON.stringify(received!.payload)).not.toContain(liker.username);
    await tick(1);
    expect(pushesTo(device)).toHaveLength(1);
  });

  it("tries again after an outage, sends once, and forgets a device the service calls gone", async () => {
    const owner = await member();
    const other = await member();
    const [kept, gone] = [await withDevice(owner), await withDevice(owner)];
    push.answer(gone.id, 410);
    push.outage(503);
    await notify(owner.id, "friend_request", other.id, 1, "X vill bli din matros");
    await tick();
    expect(pushesTo(kept)).toHaveLength(0);
    expect(await db.notificationDelivery.findFirst({ where: { userId: owner.id } })).toMatchObject({ pushState: "pending" });
    push.outage(null);
    await tick(0.1); // not due yet: the retry waits at least 30 s
    expect(pushesTo(kept)).toHaveLength(0);
    await tick(2);
    await tick(60);
    expect(pushesTo(kept)).toHaveLength(1);
    expect(await db.pushSubscription.count({ where: { userId: owner.id } })).toBe(1);
    expect(await db.notificationDelivery.findFirst({ where: { userId: owner.id } })).toMatchObject({ pushState: "done" });
  });

  it("removes this device on logout and on 'Stäng av push', and sends nothing to a suspended member", async () => {
    const owner = await member();
    const device = await withDevice(owner);
    expect((await call(unsubscribeDevice, { cookie: owner.cookie, method: "DELETE", body: { endpoint: device.endpoint } })).status).toBe(200);
    expect(await db.pushSubscription.count({ where: { userId: owner.id } })).toBe(0);
    await withDevice(owner);
    await call(logout, { cookie: owner.cookie, method: "POST" });
    expect(await db.pushSubscription.count({ where: { userId: owner.id } })).toBe(0);
    // Any end of a login takes its device along (here as a password change ends the member's other sessions).
    const again = await member();
    await withDevice(again);
    await db.session.deleteMany({ where: { userId: again.id } });
    expect(await db.pushSubscription.count({ where: { userId: again.id } })).toBe(0);

    // A member keeps at most 20 devices: the oldest goes.
    const many = await member();
    const first = await withDevice(many);
    for (let i = 0; i < 20; i++) await withDevice(many);
    expect(await db.pushSubscription.count({ where: { userId: many.id } })).toBe(20);
    expect(await db.pushSubscription.count({ where: { endpoint: first.endpoint } })).toBe(0);

    const suspended = await member();
    const theirs = await withDevice(suspended);
    await db.user.update({ where: { id: suspended.id }, data: { suspendedUntil: later(60 * 24) } });
    await notify(suspended.id, "friend_request", owner.id, 1, "X vill bli din matros");
    await tick(11);
    await tick(22);
    expect(pushesTo(theirs)).toHaveLength(0);
    expect(mailsTo(suspended.email)).toHaveLength(0);
  });
});

describe("e-mail", () => {
  it("batches one kind into one mail per window, with one-click unsubscribe headers and a visible link", async () => {
    const owner = await member();
    const writers = [await member(), await member(), await member()];
    const report = await createReport(db, { userId: owner.id });
    for (const writer of writers) await notify(owner.id, "report_comment", writer.id, report.id, `${writer.username} kommenterade din fångst: Gädda 3.4 kg`);
    await tick();
    expect(mailsTo(owner.email)).toHaveLength(0);
    await tick(11);
    const [mail] = mailsTo(owner.email);
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(mail!.subject).toBe("3 nya kommentarer på dina fångster");
    for (const writer of writers) expect(mail!.text).toContain(writer.username);
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClickUrl = /^<(http[^>]+)>$/.exec(mail!.headers?.["List-Unsubscribe"] ?? "")![1]!;
    const token = oneClickUrl.split("/").pop()!;
    expect(mail!.text).toContain(`/unsubscribe/${token}`);

    // A fourth comment soon after waits for the next window.
    await notify(owner.id, "report_comment", writers[0]!.id, report.id, "igen", later(11.5));
    await tick(12);
    expect(mailsTo(owner.email)).toHaveLength(1);
    await tick(25);
    expect(mailsTo(owner.email)).toHaveLength(2);

    // One click from the mail program, from another site and without a session, turns comments by e-mail off.
    const res = await call(oneClick, { method: "POST", params: { token }, body: "List-Unsubscribe=One-Click", headers: { origin: "https://mail.example.com", "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(200);
    expect(await db.notificationPreference.findUnique({ where: { userId_kind: { userId: owner.id, kind: "comment" } } })).toMatchObject({ email: false, site: true });
    await notify(owner.id, "report_comment", writers[1]!.id, report.id, "en till");
    await tick(40);
    expect(mailsTo(owner.email)).toHaveLength(2);

    // The page behind the visible link does the same for another kind; a changed token does nothing.
    expect(await unsubscribeByToken(token.replace("-comment-", "-reply-"))).toBeNull();
    expect((await call(oneClick, { method: "POST", params: { token: `${token.slice(0, -1)}A` } })).status).toBe(404);
  });

  it("sends later when Resend is down, and never twice, even when an answer is lost", async () => {
    const owner = await member();
    const asker = await member();
    resend.outage(true);
    await notify(owner.id, "friend_request", asker.id, 1, `${asker.username} vill bli din matros`);
    await tick(11);
    expect(mailsTo(owner.email)).toHaveLength(0);
    const pending = await db.notificationMail.findFirstOrThrow({ where: { userId: owner.id } });
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    resend.outage(false);
    await tick(30);
    expect(mailsTo(owner.email)).toHaveLength(1);
    // As if the server died after Resend took the mail but before it was marked sent: the retry reuses the key.
    await db.notificationMail.update({ where: { id: pending.id }, data: { status: "pending", nextAttemptAt: new Date(0) } });
    const requestsBefore = resend.requests;
    await Promise.all([sendMailBatches({ now: later(31), transport }), sendMailBatches({ now: later(31), transport })]);
    expect(resend.requests).toBe(requestsBefore + 1);
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(await db.notificationMail.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ status: "sent" });
  });

  it("stops mail to an address Resend reports bounced or complained, only with Resend's signature", async () => {
    const [bounced, complained] = [await member(), await member()];
    const other = await member();
    const send = (body: string, secret = process.env.RESEND_WEBHOOK_SECRET!) => {
      const id = `msg_${Math.random()}`;
      const timestamp = String(Math.floor(Date.now() / 1000));
      return call(webhook, { method: "POST", body, headers: { "svix-id": id, "svix-timestamp": timestamp, "svix-signature": svixSignature(secret, id, timestamp, body), origin: "https://api.resend.com" } });
    };
    const forged = await send(JSON.stringify({ type: "email.bounced", data: { to: [bounced.email] } }), "whsec_" + Buffer.from("wrong secret").toString("base64"));
    expect(forged.status).toBe(401);
    expect((await send(JSON.stringify({ type: "email.bounced", data: { to: [bounced.email] } }))).status).toBe(200);
    expect((await send(JSON.stringify({ type: "email.complained", data: { to: [complained.email] } }))).status).toBe(200);
    for (const user of [bounced, complained, other]) await notify(user.id, "friend_request", bounced.id, 1, "X vill bli din matros");
    await tick(11);
    expect(mailsTo(other.email)).toHaveLength(1);
    expect(mailsTo(bounced.email)).toHaveLength(0);
    expect(mailsTo(complained.email)).toHaveLength(0);
    expect(await db.emailSuppression.findUnique({ where: { email: complained.email!.toLowerCase() } })).toMatchObject({ reason: "complaint" });

    // Confirming the address again through its mailed link shows the inbox works: mail goes there again.
    const bouncedEmail = bounced.email!.toLowerCase();
    await db.user.update({ where: { id: bounced.id }, data: { email: null } });
    await requestEmailChange({ userId: bounced.id, username: bounced.username, newEmail: bouncedEmail });
    await confirmEmailChange((await latestLinkToken(bouncedEmail, "/confirm-email/"))!);
    expect(await db.emailSuppression.count({ where: { email: bouncedEmail } })).toBe(0);
  });

  it("sends a child nothing but the site's notifications, and nobody a stale one", async () => {
    const child = await member({ age: 11, consentStatus: "GRANTED" });
    const other = await member();
    await db.notificationPreference.create({ data: { userId: child.id, kind: "friend_request", site: true, email: true, push: true } });
    await db.pushSubscription.create({ data: { userId: child.id, endpoint: push.device().endpoint, p256dh: "x", auth: "y" } });
    await notify(child.id, "friend_request", other.id, 1, "X vill bli din matros");
    await tick(11);
    expect(mailsTo(child.email)).toHaveLength(0);
    // Nor does anyone hear of a notification days old (the loop was off): it waits in the bell.
    const adult = await member();
    await notify(adult.id, "friend_request", other.id, 1, "X vill bli din matros", later(-4 * 24 * 60));
    await tick(12);
    expect(await db.notificationDelivery.findFirst({ where: { userId: adult.id } })).toMatchObject({ pushState: "skipped", emailState: "skipped" });
    expect(await db.notificationDelivery.findFirst({ where: { userId: child.id } })).toMatchObject({ pushState: "skipped", emailState: "skipped" });
  });

  it("sends the weekly digest once a week to those who chose it, naming anonymous friends as the site does", async () => {
    const reader = await member();
    const friend = await member({ isAnonymous: true });
    const stranger = await member();
    await db.friendship.create({ data: { requesterId: reader.id, addresseeId: friend.id, status: "ACCEPTED" } });
    await createReport(db, { userId: friend.id, fish: "Abborre", weight: "1.25" });
    await createReport(db, { userId: stranger.id, fish: "Lax" });
    await db.newsArticle.create({ data: { title: "Isen har släppt", content: "…", published: true, publishedAt: new Date() } });
    await tick(1);
    expect(mailsTo(reader.email)).toHaveLength(0);
    await call(putPreferences, { cookie: reader.cookie, method: "PUT", body: { preferences: [{ kind: "digest", site: false, email: true, push: false }] } });
    await tick(2);
    await tick(3);
    const digests = mailsTo(reader.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe("Veckan på Fiskegänget");
    expect(digests[0]!.text).toContain(`anonym#${String(friend.id).padStart(3, "0")}: Abborre 1,25 kg`);
    expect(digests[0]!.text).toContain("Isen har släppt");
    expect(digests[0]!.text).not.toContain("Lax");
    expect(digests[0]!.text).not.toContain(friend.username);
    expect(digests[0]!.headers?.["List-Unsubscribe"]).toContain("-digest-");
  });
});
