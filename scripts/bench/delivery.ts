// `npm run bench:delivery`: queues 10,000 notifications (1,000 members, each with an address and a push device)
// and lets one process's delivery loop send them to a fake push service and a fake Resend on this machine. Prints
// the push and mail rates and checks that nothing was sent twice. Then times a like that notifies, with and without
// the delivery triggers. Runs on its own database (--fresh); the fakes share the process, so they cost it CPU too.
import os from "node:os";
import process from "node:process";
import webpush from "web-push";
import { startFakePushService } from "@/test/fake-push";
import { startFakeResend } from "@/test/fake-resend";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const PER_MEMBER = Number(process.env.BENCH_PER_MEMBER ?? 10);
const LIKES = Number(process.env.BENCH_LIKES ?? 1000);

const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.VAPID_SUBJECT = "mailto:bench@fiskeganget.se";

const { db } = await import("@/lib/db");
const { createResendTransport } = await import("@/lib/mail/send");
const { runDeliveryTick } = await import("@/lib/delivery/worker");

const push = await startFakePushService({ vapidPublicKey: vapid.publicKey });
const resend = await startFakeResend();
const transport = createResendTransport(resend.apiKey, resend.url);

try {
  const stamp = Date.now().toString(36);
  const sender = await db.user.create({ data: { username: `bench_s_${stamp}`, usernameKey: `bench_s_${stamp}`, passwordHash: "x", age: 30 } });
  const members: number[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const name = `bench_${stamp}_${i}`;
    const user = await db.user.create({ data: { username: name.slice(0, 30), usernameKey: name.slice(0, 30), passwordHash: "x", age: 30, email: `${name}@example.se` } });
    const device = push.device();
    await db.pushSubscription.create({ data: { userId: user.id, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth } });
    members.push(user.id);
  }
  // Queued as writers queue them: rows in notifications, the trigger adds the delivery rows in the same statement.
  const total = MEMBERS * PER_MEMBER;
  for (let round = 0; round < PER_MEMBER; round++) {
    await db.notification.createMany({
      data: members.map((userId) => ({ userId, type: "friend_request" as const, fromUserId: sender.id, relatedId: round + 1, message: `${sender.username} vill bli din matros` })),
    });
  }
  console.log(`[bench] ${total} notifications queued for ${MEMBERS} members (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"}, Node ${process.version})`);

  // One process's loop as the server runs it, at a 10-minute mail window: push goes out while the events wait, then
  // (the clock moved past the window) each member's ten events leave as one mail.
  const started = Date.now();
  let rounds = 0;
  const drain = async (now: () => Date) => {
    for (;;) {
      rounds++;
      const result = await runDeliveryTick({ transport, now: now() });
      if (!result.busy && result.gathered === 0) return;
      if (Date.now() - started > 300_000) throw new Error("not done within 5 minutes");
    }
  };
  await drain(() => new Date());
  const pushedIn = (Date.now() - started) / 1000;
  await drain(() => new Date(Date.now() + 11 * 60_000));
  const seconds = (Date.now() - started) / 1000;
  const left = await db.notificationDelivery.count({ where: { OR: [{ pushState: "pending" }, { emailState: { in: ["pending", "waiting"] } }] } });
  const pushKeys = new Set(push.received.map((p) => `${p.deviceId}/${p.topic}`));
  const mailKeys = new Set(resend.mails.map((m) => m.idempotencyKey));
  const events = resend.mails.reduce((sum, mail) => sum + (mail.text.match(/vill bli din matros/g) ?? []).length, 0);
  console.log(`[bench] ${push.received.length} pushes in ${pushedIn.toFixed(1)} s (${(push.received.length / pushedIn).toFixed(0)}/s); everything, ${resend.mails.length} mails carrying ${events} events included, in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} notifications/s), ${rounds} rounds, ${left} left`);
  console.log(`[bench] duplicates: pushes ${push.received.length - pushKeys.size}, mails ${resend.mails.length - mailKeys.size}; refused by the push service: ${push.refused.length}`);
  if (left > 0 || push.received.length !== total || pushKeys.size !== total || resend.mails.length !== MEMBERS || mailKeys.size !== MEMBERS || events !== total) process.exitCode = 1;

  // The like path: toggleReportLike as POST /api/likes runs it (the like, the counts, the notification), each a new
  // liker of the report so each one notifies, with and without the delivery triggers, alternating in blocks.
  const { toggleReportLike } = await import("@/lib/likes/mutations");
  const report = await db.report.create({ data: { userId: members[0]!, fish: "Gädda", weight: "3.4", length: "72", location: "Mälaren", fishingDate: new Date() } });
  const likers = await db.user.findMany({ where: { id: { in: members.slice(1) } }, select: { id: true, username: true } });
  const triggers = (on: boolean) =>
    db.$executeRawUnsafe(`ALTER TABLE notifications ${on ? "ENABLE" : "DISABLE"} TRIGGER notifications_set_kind, ${on ? "ENABLE" : "DISABLE"} TRIGGER notifications_queue_delivery`);
  const timing = { on: 0, off: 0, n: { on: 0, off: 0 } };
  const BLOCK = 10;
  for (let i = 0; i < Math.min(LIKES, likers.length); i += BLOCK) {
    const on = (i / BLOCK) % 2 === 0;
    await triggers(on);
    const t0 = process.hrtime.bigint();
    for (const liker of likers.slice(i, i + BLOCK)) {
      // Outside a Next.js server the page-cache expiry after the commit throws; the like is stored by then.
      await toggleReportLike({ actor: { id: liker.id, username: liker.username, isAdmin: false }, reportId: report.id }).catch(() => undefined);
    }
    const key = on ? "on" : "off";
    timing[key] += Number(process.hrtime.bigint() - t0) / 1e6;
    timing.n[key] += Math.min(BLOCK, likers.length - i);
  }
  await triggers(true);
  const notified = await db.notification.count({ where: { type: "report_liked", relatedId: report.id } });
  if (notified !== Math.min(LIKES, likers.length)) throw new Error(`expected every like to notify, ${notified} did`);
  const [withTriggers, without] = [timing.on / timing.n.on, timing.off / timing.n.off];
  console.log(`[bench] a like that notifies: ${without.toFixed(3)} ms without the delivery triggers, ${withTriggers.toFixed(3)} ms with (${(withTriggers / without).toFixed(3)}×, ${timing.n.on + timing.n.off} likes)`);

  // The triggers' own time inside PostgreSQL, which a busy machine's noise does not blur: EXPLAIN ANALYZE of the
  // insert a like makes.
  const triggerMs: number[] = [];
  const insertMs: number[] = [];
  for (let i = 0; i < 300; i++) {
    const [row] = await db.$queryRawUnsafe<{ "QUERY PLAN": { "Execution Time": number; Triggers?: { "Trigger Name": string; Time: number }[] }[] }[]>(
      `EXPLAIN (ANALYZE, FORMAT JSON) INSERT INTO notifications (user_id, type, message, from_user_id, related_id) VALUES (${members[0]}, 'report_liked', 'x gillade din fångst', ${sender.id}, ${report.id})`,
    );
    const plan = row!["QUERY PLAN"][0]!;
    insertMs.push(plan["Execution Time"]);
    triggerMs.push((plan.Triggers ?? []).filter((t) => t["Trigger Name"].startsWith("notifications_")).reduce((sum, t) => sum + t.Time, 0));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`[bench] inside PostgreSQL, the like's notification insert: ${median(insertMs).toFixed(3)} ms (median), of which the delivery triggers ${median(triggerMs).toFixed(3)} ms`);
} finally {
  await push.close();
  await resend.close();
  await db.$disconnect();
}
