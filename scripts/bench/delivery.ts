// `npm run bench:delivery`: queues 10,000 notifications (1,000 members, each with an address and a push device)
// and lets one process's delivery loop send them to a fake push service and a fake Resend on this machine. Prints
// the push and mail rates and checks that nothing was sent twice. Then times the insert a like makes, with and
// without the delivery triggers, for the like path's share of the cost. Runs on its own database (--fresh).
import os from "node:os";
import process from "node:process";
import webpush from "web-push";
import { startFakePushService } from "@/test/fake-push";
import { startFakeResend } from "@/test/fake-resend";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const PER_MEMBER = Number(process.env.BENCH_PER_MEMBER ?? 10);
const LIKES = Number(process.env.BENCH_LIKES ?? 2000);

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

  const started = Date.now();
  let rounds = 0;
  for (;;) {
    rounds++;
    // A window of 0: each member's ten events leave as one mail once they are dispatched.
    const result = await runDeliveryTick({ transport, windowMinutes: 0 });
    const left = await db.notificationDelivery.count({ where: { OR: [{ pushState: "pending" }, { emailState: { in: ["pending", "waiting"] } }] } });
    const mailsLeft = await db.notificationMail.count({ where: { status: "pending" } });
    if (!result.busy && left === 0 && mailsLeft === 0) break;
    if (Date.now() - started > 300_000) throw new Error("not done within 5 minutes");
  }
  const seconds = (Date.now() - started) / 1000;
  const pushKeys = new Set(push.received.map((p) => `${p.deviceId}/${p.topic}`));
  const mailKeys = new Set(resend.mails.map((m) => m.idempotencyKey));
  console.log(`[bench] delivered in ${seconds.toFixed(1)} s over ${rounds} rounds: ${push.received.length} pushes (${(push.received.length / seconds).toFixed(0)}/s), ${resend.mails.length} mails carrying ${total} events (${(total / seconds).toFixed(0)} events/s)`);
  console.log(`[bench] duplicates: pushes ${push.received.length - pushKeys.size}, mails ${resend.mails.length - mailKeys.size}; refused by the push service: ${push.refused.length}`);
  if (push.received.length !== total || pushKeys.size !== total || resend.mails.length !== MEMBERS || mailKeys.size !== MEMBERS) process.exitCode = 1;

  // The like path: one notification insert per like, as notifyReportLiked makes it, with and without the triggers.
  const owner = members[0]!;
  const timeInserts = async () => {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < LIKES; i++) {
      await db.notification.create({ data: { userId: owner, type: "report_liked", fromUserId: sender.id, relatedId: 1, message: "x gillade din fångst" }, select: { id: true } });
    }
    return Number(process.hrtime.bigint() - t0) / 1e6 / LIKES;
  };
  await timeInserts(); // warm up
  await db.$executeRawUnsafe("ALTER TABLE notifications DISABLE TRIGGER notifications_set_kind, DISABLE TRIGGER notifications_queue_delivery");
  const without = await timeInserts();
  await db.$executeRawUnsafe("ALTER TABLE notifications ENABLE TRIGGER notifications_set_kind, ENABLE TRIGGER notifications_queue_delivery");
  const withTriggers = await timeInserts();
  console.log(`[bench] like notification insert: ${without.toFixed(3)} ms without the delivery triggers, ${withTriggers.toFixed(3)} ms with (${(withTriggers / without).toFixed(3)}×)`);
} finally {
  await push.close();
  await resend.close();
  await db.$disconnect();
}
