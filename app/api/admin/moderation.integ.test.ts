// Flags and the terms' ladder: a member flags a report, an admin works the flag into a warning, then a 7-day and a
// permanent suspension. Suspended members lose their sessions, are refused at login with the end date only, cannot
// post or like, and the suspension lifts by itself when its time is up.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resolveSession } from "@/lib/auth/session";
import { resetDatabase } from "@/test/db";
import { call, cookieFrom, sessionCookie } from "@/test/http";
import { createReport, createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { POST as flagRoute } from "@/app/api/reports/[id]/flag/route";
import { GET as listFlags } from "@/app/api/admin/flags/route";
import { PUT as decideFlag } from "@/app/api/admin/flags/[id]/route";
import { GET as getModeration, POST as moderate } from "@/app/api/admin/users/[id]/moderation/route";
import { POST as liftRoute } from "@/app/api/admin/users/[id]/moderation/lift/route";
import { GET as dashboard } from "@/app/api/admin/dashboard/route";
import { GET as listLogs } from "@/app/api/admin/logs/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as createReportRoute } from "@/app/api/reports/route";
import { POST as likeRoute } from "@/app/api/likes/reports/[reportId]/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import type { OpenFlagJson } from "@/lib/moderation/queries";

type Member = Awaited<ReturnType<typeof createUser>>;
let admin: Member;
let adminCookie: string;
let offender: Member;
let reporter: Member;
let reportId: number;

beforeEach(async () => {
  await resetDatabase();
  admin = await createUser(db, { username: "Moderatorn", isAdmin: true });
  adminCookie = await sessionCookie(admin);
  offender = await createUser(db, { username: "Bråkstaken" });
  reporter = await createUser(db, { username: "Uppmärksam" });
  reportId = (await createReport(db, { userId: offender.id, fish: "Gädda" })).id;
});
afterEach(() => {
  vi.useRealTimers();
});

const flag = async (member: Member, body: unknown, id = reportId) =>
  call(flagRoute, { cookie: await sessionCookie(member), params: { id: String(id) }, body });
const step = (memberId: number, body: unknown) => call(moderate, { cookie: adminCookie, params: { id: String(memberId) }, body });
const login = (password = FACTORY_PASSWORD) => call(loginRoute, { body: { username: offender.username, password } });
const actions = async () => (await db.adminLog.findMany({ orderBy: { id: "asc" }, select: { action: true } })).map((l) => l.action);

describe("POST /api/reports/{id}/flag", () => {
  it("takes a reason and allows one open flag per member and report", async () => {
    const missing = await flag(reporter, { reason: "  " });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { reason: "Ange en anledning" } });
    const tooLong = await flag(reporter, { reason: "x".repeat(501) });
    expect(tooLong.status).toBe(400);

    const first = await flag(reporter, { reason: "Kränkande text" });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ message: "Tack! Din anmälan har skickats till moderatorerna." });
    const again = await flag(reporter, { reason: "Igen" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "ALREADY_FLAGGED", error: "Du har redan anmält den här rapporten" });
  });

  it("refuses one's own report and answers 404 for a report that does not exist", async () => {
    expect((await flag(offender, { reason: "Min egen" })).status).toBe(403);
    expect((await flag(reporter, { reason: "Finns inte" }, 99999)).status).toBe(404);
  });

  it("allows a new flag once the earlier one was handled", async () => {
    await flag(reporter, { reason: "Första" });
    const open = await db.reportFlag.findFirstOrThrow();
    expect((await call(decideFlag, { method: "PUT", cookie: adminCookie, params: { id: String(open.id) }, body: { status: "dismissed" } })).status).toBe(200);
    expect((await flag(reporter, { reason: "Andra" })).status).toBe(201);
  });
});

describe("working flags", () => {
  it("lists open flags with the report, its member and the proposed step; dismissing logs and closes it", async () => {
    await flag(reporter, { reason: "Fel art" });
    const res = await call(listFlags, { cookie: adminCookie });
    const body = (await res.json()) as { flags: OpenFlagJson[]; total: number };
    expect(body.total).toBe(1);
    expect(body.flags[0]).toMatchObject({
      reason: "Fel art",
      reporter: { id: reporter.id, username: "Uppmärksam" },
      report: { id: reportId, fish: "Gädda" },
      member: { id: offender.id, username: "Bråkstaken", earlier_steps: 0, proposed: "warning" },
    });
    const flagId = body.flags[0]!.id;
    const dismissed = await call(decideFlag, { method: "PUT", cookie: adminCookie, params: { id: String(flagId) }, body: { status: "dismissed" } });
    expect(dismissed.status).toBe(200);
    const twice = await call(decideFlag, { method: "PUT", cookie: adminCookie, params: { id: String(flagId) }, body: { status: "resolved" } });
    expect(twice.status).toBe(409);
    const bad = await call(decideFlag, { method: "PUT", cookie: adminCookie, params: { id: String(flagId) }, body: { status: "open" } });
    expect(bad.status).toBe(400);
    expect(((await (await call(listFlags, { cookie: adminCookie })).json()) as { total: number }).total).toBe(0);
    expect(await actions()).toEqual(["dismiss_flag"]);
  });
});

describe("the ladder", () => {
  it("warning → 7 days → permanent, each logged, with the next step proposed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T10:00:00Z"));
    await flag(reporter, { reason: "Svordomar" });
    const flagId = (await db.reportFlag.findFirstOrThrow()).id;
    const offenderCookie = await sessionCookie(offender);

    // 1. A warning, answering the flag: the member is told (without the admin's name) and may go on.
    const warned = await step(offender.id, { kind: "warning", reason: "Svordomar i texten", flagId });
    expect(warned.status).toBe(201);
    expect(await warned.json()).toMatchObject({ action: { kind: "warning", ends_at: null }, proposed: "suspension_7d" });
    const note = await db.notification.findFirstOrThrow({ where: { userId: offender.id } });
    expect(note).toMatchObject({ type: "moderation_warning", fromUserId: null, isRead: false });
    expect(note.message).toContain("Svordomar i texten");
    expect(note.message).not.toContain("Moderatorn");
    expect(await db.reportFlag.findUniqueOrThrow({ where: { id: flagId } })).toMatchObject({ status: "resolved", resolvedById: admin.id });
    expect((await call(meRoute, { cookie: offenderCookie })).status).toBe(200);

    // 2. Seven days: every session ends at once, login is refused with the end date, nothing else leaks.
    vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
    const proposal = (await (await call(getModeration, { cookie: adminCookie, params: { id: String(offender.id) } })).json()) as { proposed: string };
    expect(proposal.proposed).toBe("suspension_7d");
    const suspended = await step(offender.id, { kind: "suspension_7d", reason: "Upprepade svordomar" });
    expect(suspended.status).toBe(201);
    expect(await suspended.json()).toMatchObject({ member: { suspended_until: "2026-11-30T10:00:00.000Z" }, proposed: "suspension_permanent" });
    expect(await db.session.count({ where: { userId: offender.id } })).toBe(0);
    expect(await resolveSession(offenderCookie.split("=")[1])).toBeNull();
    expect((await call(meRoute, { cookie: offenderCookie })).status).toBe(401);

    const refused = await login();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: "ACCOUNT_SUSPENDED", error: "Ditt konto är avstängt till och med 30 november 2026." });
    const wrongPassword = await login("Fel1234567");
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ code: "UNAUTHORIZED", error: "Fel användarnamn eller lösenord" });

    // A session minted anyway (say, by a login that raced the suspension) is no session either.
    const sneaky = await sessionCookie(offender);
    const form = new FormData();
    for (const [k, v] of Object.entries({ fish: "Abborre", weight: "1", length: "30", location: "Sjön", date: "2026-11-01" })) form.set(k, v);
    expect((await call(createReportRoute, { cookie: sneaky, body: form })).status).toBe(401);
    expect((await call(likeRoute, { cookie: sneaky, params: { reportId: String(reportId) } })).status).toBe(401);

    // The suspension lifts by itself: a day after its end, login works again.
    vi.setSystemTime(new Date("2026-11-30T09:59:00Z"));
    expect((await login()).status).toBe(403);
    vi.setSystemTime(new Date("2026-12-01T10:00:00Z"));
    const back = await login();
    expect(back.status).toBe(200);
    expect((await call(meRoute, { cookie: cookieFrom(back) })).status).toBe(200);

    // 3. Permanent: no end date in the message, and no time makes it lift. (Days later the admin gives the second
    // factor again: a session's proof lasts a working day.)
    adminCookie = await sessionCookie(admin);
    const permanent = await step(offender.id, { kind: "suspension_permanent", reason: "Hot mot en annan medlem" });
    expect(permanent.status).toBe(201);
    vi.setSystemTime(new Date("2036-01-01T00:00:00Z"));
    const never = await login();
    expect(never.status).toBe(403);
    expect(await never.json()).toEqual({ code: "ACCOUNT_SUSPENDED", error: "Ditt konto är avstängt." });
    vi.useRealTimers();

    const history = (await (await call(getModeration, { cookie: adminCookie, params: { id: String(offender.id) } })).json()) as {
      history: { kind: string; admin_username: string }[];
    };
    expect(history.history.map((h) => h.kind)).toEqual(["suspension_permanent", "suspension_7d", "warning"]);
    expect(await actions()).toEqual(["warning", "suspension_7d", "suspension_permanent"]);
    const logs = (await (await call(listLogs, { cookie: adminCookie, path: "/api/admin/logs?action=suspension_7d" })).json()) as {
      logs: { username: string; details: string }[];
    };
    expect(logs.logs).toEqual([
      expect.objectContaining({ username: "Moderatorn", details: `Bråkstaken (#${offender.id}) till och med 30 november 2026: Upprepade svordomar` }),
    ]);
  });

  it("allows going straight to a suspension for a serious offence, and a shorter one never shortens a longer", async () => {
    const res = await step(offender.id, { kind: "suspension_permanent", reason: "Grovt hot" });
    expect(res.status).toBe(201);
    await step(offender.id, { kind: "suspension_7d", reason: "Mer" });
    const member = await db.user.findUniqueOrThrow({ where: { id: offender.id } });
    expect(member.suspendedUntil?.getUTCFullYear()).toBe(9999);
  });

  it("refuses an admin moderating themself and logs the attempt; validates kind and reason", async () => {
    const self = await step(admin.id, { kind: "warning", reason: "Test" });
    expect(self.status).toBe(403);
    expect(await actions()).toEqual(["refused_moderate_self"]);
    expect(await db.moderationAction.count()).toBe(0);
    expect((await step(offender.id, { kind: "ban", reason: "x" })).status).toBe(400);
    expect((await step(offender.id, { kind: "warning" })).status).toBe(400);
    expect((await step(99999, { kind: "warning", reason: "x" })).status).toBe(404);
    // A flag about someone else's report cannot be used to moderate this member.
    await flag(offender, { reason: "Hämnd" }, (await createReport(db, { userId: reporter.id })).id);
    const otherFlag = await db.reportFlag.findFirstOrThrow();
    expect((await step(offender.id, { kind: "warning", reason: "x", flagId: otherFlag.id })).status).toBe(404);
  });
});

describe("dashboard and logs", () => {
  it("counts members, reports, blocked addresses, this week's news, open flags and suspensions", async () => {
    await createUser(db, { username: "Barnet", age: 9, consentStatus: "PENDING" });
    await db.blockedEmail.create({ data: { email: "x@example.se" } });
    await flag(reporter, { reason: "Fel" });
    await step(offender.id, { kind: "suspension_7d", reason: "Test" });
    const body = await (await call(dashboard, { cookie: adminCookie })).json();
    expect(body).toEqual({
      totalUsers: 3,
      totalReports: 1,
      blockedEmails: 1,
      newUsersThisWeek: 3,
      newReportsThisWeek: 1,
      openFlags: 1,
      suspendedMembers: 1,
      pendingChildren: 1,
    });
  });

  it("pages the log newest first and filters by admin or details", async () => {
    for (let i = 0; i < 55; i++) await db.adminLog.create({ data: { adminId: admin.id, username: "Moderatorn", action: "block_email", details: `nr ${i}` } });
    await db.adminLog.create({ data: { username: "Annan", action: "delete_report", details: "Rapport #1" } });
    const page1 = (await (await call(listLogs, { cookie: adminCookie })).json()) as { logs: { details: string }[]; total: number };
    expect(page1.total).toBe(56);
    expect(page1.logs).toHaveLength(50);
    expect(page1.logs[0]!.details).toBe("Rapport #1");
    const page2 = (await (await call(listLogs, { cookie: adminCookie, path: "/api/admin/logs?page=2" })).json()) as typeof page1;
    expect(page2.logs.at(-1)!.details).toBe("nr 0");
    const byAdmin = (await (await call(listLogs, { cookie: adminCookie, path: "/api/admin/logs?q=annan" })).json()) as typeof page1;
    expect(byAdmin.total).toBe(1);
  });
});

describe("lifting a suspension early", () => {
  const lift = (memberId: number, body: unknown, cookie = adminCookie) => call(liftRoute, { cookie, params: { id: String(memberId) }, body });

  it("lets the member in again at once, keeps the step in the history and writes the reason to the log", async () => {
    expect((await step(offender.id, { kind: "suspension_permanent", reason: "Spam" })).status).toBe(201);
    expect((await login()).status).toBe(403);

    const res = await lift(offender.id, { reason: "Fel person" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      member: { id: offender.id, username: "Bråkstaken", suspended_until: null },
      message: "Avstängningen av Bråkstaken är hävd.",
    });
    expect((await login()).status).toBe(200);

    const history = (await (await call(getModeration, { cookie: adminCookie, params: { id: String(offender.id) } })).json()) as {
      history: { kind: string }[];
      proposed: string;
    };
    expect(history.history.map((h) => h.kind)).toEqual(["suspension_permanent"]);
    const logs = (await (await call(listLogs, { cookie: adminCookie, path: "/api/admin/logs?action=lift_suspension" })).json()) as {
      logs: { username: string; details: string }[];
    };
    expect(logs.logs).toEqual([expect.objectContaining({ username: "Moderatorn", details: `Bråkstaken (#${offender.id}): Fel person` })]);
  });

  it("answers 409 for a member who is not suspended, 400 without a reason, 404 for no one and 403 for oneself, changing nothing", async () => {
    const notSuspended = await lift(offender.id, { reason: "Varför inte" });
    expect(notSuspended.status).toBe(409);
    expect(await notSuspended.json()).toEqual({ code: "CONFLICT", error: "Användaren är inte avstängd" });

    expect((await step(offender.id, { kind: "suspension_7d", reason: "Spam" })).status).toBe(201);
    const noReason = await lift(offender.id, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).fields).toEqual({ reason: "Ange en anledning" });
    expect((await lift(999_999, { reason: "Fel" })).status).toBe(404);
    expect((await lift(admin.id, { reason: "Själv" })).status).toBe(403);
    expect((await login()).status).toBe(403);
    expect(await db.adminLog.count({ where: { action: "lift_suspension" } })).toBe(0);
  });
});
