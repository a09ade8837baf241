import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { takeExpiredTags } from "@/test/next-cache-stub";
import { createReport, createUser } from "@/prisma/factories";
import { GET as listCompetitions, POST as createCompetition } from "@/app/api/competitions/route";
import { DELETE as removeCompetition, GET as getCompetition } from "@/app/api/competitions/[id]/route";
import { POST as join } from "@/app/api/competitions/[id]/participants/route";
import { POST as invite } from "@/app/api/competitions/[id]/invitations/route";
import { POST as answer } from "@/app/api/competitions/[id]/invitation/route";
import { POST as withdraw } from "@/app/api/competitions/[id]/withdrawals/route";
import { POST as disqualify } from "@/app/api/competitions/[id]/disqualifications/route";
import { DELETE as deleteReport } from "@/app/api/reports/[id]/route";
import { POST as postReport } from "@/app/api/reports/route";
import { computeStandings } from "@/lib/competitions/standings-sql";
import { findCompetition } from "@/lib/competitions/rows";
import { listMemberWins } from "@/lib/competitions/queries";
import { competitionEntriesChanged, flushLeadChecks } from "@/lib/competitions/report-hook";
import { notificationTarget } from "@/lib/notifications/types";
import { liftSuspension, moderateMember } from "@/lib/moderation/mutations";
import { moderationSchema } from "@/lib/moderation/schemas";
import { reportFormSchema } from "@/lib/reports/schemas";
import { updateReport } from "@/lib/reports/update";
import type { LeaderboardJson } from "@/lib/competitions/types";

beforeEach(resetDatabase);

type Member = Awaited<ReturnType<typeof createUser>>;
const cookieOf = async (member: Member | null) => (member ? await sessionCookie(member) : undefined);
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const date = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function speciesId(slug: string) {
  return (await db.species.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
}

async function create(member: Member | null, body: Record<string, unknown>) {
  return call(createCompetition, { cookie: await cookieOf(member), body: { name: "Höstgäddan", starts_on: day(-10), ends_on: day(10), rule: "heaviest", ...body } });
}

async function created(member: Member, body: Record<string, unknown> = {}) {
  const res = await create(member, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function board(member: Member | null, id: number) {
  const res = await call(getCompetition, { cookie: await cookieOf(member), params: { id: String(id) } });
  return { status: res.status, body: (await res.json()) as LeaderboardJson & { viewer: { own_counting_report_ids: number[]; can_join: boolean } } };
}

const post = async (handler: typeof join, member: Member | null, id: number, body?: unknown) =>
  call(handler, { method: "POST", cookie: await cookieOf(member), params: { id: String(id) }, body });

/** Four members, fiskare0 to fiskare3, none related to another. */
async function gang(_count?: number): Promise<[Member, Member, Member, Member]> {
  const members: Member[] = [];
  for (let i = 0; i < 4; i++) members.push(await createUser(db, { username: `fiskare${i}` }));
  return members as [Member, Member, Member, Member];
}

const catchOf = (userId: number, overrides: Record<string, unknown> = {}) =>
  createReport(db, { userId, fishingDate: date(day(-2)), ...overrides });

const ranking = (body: LeaderboardJson) => body.standings.map((s) => [s.member.name, s.score]);

describe("creating a competition", () => {
  it("refuses bad input with Swedish messages naming the field, and visitors", async () => {
    const [a] = await gang(1);
    expect((await create(null, {})).status).toBe(401);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ starts_on: day(5), ends_on: day(1) }, "ends_on", /sluta innan den börjar/],
      [{ starts_on: day(0), ends_on: day(400) }, "ends_on", /högst ett år/],
      [{ rule: "total_weight", top_n: 11 }, "top_n", /mellan 1 och 10/],
      [{ rule: "total_weight", top_n: 0 }, "top_n", /mellan 1 och 10/],
      [{ species_ids: [99999] }, "species_ids", /finns inte i artlistan/],
      [{ rule: "flest_fiskar" }, "rule", /Välj en regel/],
      [{ name: "  " }, "name", /Ange ett namn/],
      [{ starts_on: "2026-02-30" }, "starts_on", /giltigt startdatum/],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()) as { code: string; fields: Record<string, string> };
      expect(error.fields[field]).toMatch(message);
    }
    expect(await db.competition.count()).toBe(0);
  });

  it("makes the creator its first participant and lists it as theirs and as open", async () => {
    const [a, b] = await gang(2);
    const id = await created(a, { description: "Största gäddan vinner", species_ids: [await speciesId("gadda")] });
    const mine = (await (await call(listCompetitions, { cookie: await cookieOf(a) })).json()) as { mine: { id: number }[]; open: { id: number }[] };
    expect(mine.mine.map((c) => c.id)).toEqual([id]);
    const visitor = (await (await call(listCompetitions, {})).json()) as { mine: unknown[]; open: { id: number; participant_count: number }[] };
    expect(visitor).toMatchObject({ mine: [], open: [{ id, participant_count: 1 }] });
    expect((await post(join, b, id)).status).toBe(201);
    expect((await post(join, b, id)).status).toBe(409);
    const creatorNews = await db.notification.findMany({ where: { userId: a.id }, select: { type: true, relatedId: true } });
    expect(creatorNews).toEqual([{ type: "competition_joined", relatedId: id }]);
    expect(notificationTarget({ type: "competition_joined", from_user_id: b.id, related_id: id })).toBe(`/tavlingar/${id}`);
    expect(notificationTarget({ type: "competition_lead", from_user_id: null, related_id: id })).toBe(`/tavlingar/${id}`);
  });
});

describe("scoring", () => {
  async function race(rule: string, extra: Record<string, unknown> = {}) {
    const [a, b, c] = await gang(3);
    const id = await created(a, { rule, ...extra });
    for (const member of [b, c]) expect((await post(join, member, id)).status).toBe(201);
    return { a, b, c, id };
  }

  it("heaviest: the heaviest single catch, a tie going to the earlier catch", async () => {
    const { a, b, c, id } = await race("heaviest");
    await catchOf(a.id, { weight: "5.00", fishingDate: date(day(-3)) });
    await catchOf(a.id, { weight: "2.00" });
    await catchOf(b.id, { weight: "5.00", fishingDate: date(day(-5)) });
    await catchOf(c.id, { weight: "4.99" });
    await catchOf(c.id, { weight: "9.00", fishingDate: date(day(-11)) }); // before the period
    const { body } = await board(c, id);
    expect(ranking(body)).toEqual([["fiskare1", 5], ["fiskare0", 5], ["fiskare2", 4.99]]);
    expect(body.standings[0]).toMatchObject({ rank: 1, catches: [{ weight: 5 }] });

    // Correcting a catch through the reports' own edit moves the board, and expires it.
    const light = await catchOf(c.id, { weight: "1.00" });
    takeExpiredTags();
    const input = reportFormSchema.parse({ fish: "Gädda", weight: "6", length: "80", location: "Mälaren", date: day(-1) });
    await updateReport({ actor: { id: c.id, username: c.username, isAdmin: false }, id: light.id, input });
    expect(takeExpiredTags()).toContain(`competition:${id}`);
    expect(ranking((await board(c, id)).body)[0]).toEqual(["fiskare2", 6]);
    await flushLeadChecks();
  });

  it("a catch posted by a participant expires the boards of their running competitions, and no other board", async () => {
    const { a, b, id } = await race("heaviest");
    const [, , , outsider] = await db.user.findMany({ orderBy: { id: "asc" } });
    const later = await created(b, { name: "Vintergäddan", starts_on: day(5), ends_on: day(20) });
    expect((await post(join, a, later)).status).toBe(201);
    const send = async (member: Member, weight: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ fish: "Gädda", weight, length: "70", location: "Mälaren", date: day(-1) })) form.append(name, value);
      const res = await call(postReport, { cookie: await sessionCookie(member), body: form });
      expect(res.status).toBe(201);
    };
    takeExpiredTags();
    await send(a, "3,5");
    const expired = takeExpiredTags();
    expect(expired).toContain(`competition:${id}`);
    expect(expired).not.toContain(`competition:${later}`);
    expect(ranking((await board(a, id)).body)).toEqual([["fiskare0", 3.5]]);
    await send(outsider!, "8");
    expect(takeExpiredTags().filter((tag) => tag.startsWith("competition:"))).toEqual([]);
    await flushLeadChecks();
  });

  it("longest, and N heaviest summed, counting only the chosen species", async () => {
    const gadda = await speciesId("gadda");
    const { a, b, id } = await race("total_weight", { top_n: 2, species_ids: [gadda] });
    await catchOf(a.id, { weight: "3.00", speciesId: gadda });
    await catchOf(a.id, { weight: "2.50", speciesId: gadda });
    await catchOf(a.id, { weight: "2.00", speciesId: gadda });
    await catchOf(a.id, { weight: "9.00", fish: "Abborre", speciesId: await speciesId("abborre") });
    await catchOf(b.id, { weight: "5.40", speciesId: gadda });
    const { body } = await board(a, id);
    expect(ranking(body)).toEqual([["fiskare0", 5.5], ["fiskare1", 5.4]]);
    expect(body.standings[0]!.catches.map((c) => c.weight)).toEqual([3, 2.5]);

    const longest = await created(a, { rule: "longest" });
    await post(join, b, longest);
    await db.report.updateMany({ where: { userId: b.id }, data: { length: "101.5" } });
    expect(ranking((await board(a, longest)).body)).toEqual([["fiskare1", 101.5], ["fiskare0", 72]]);
  });

  it("most species: catalogue species only, free text counting none, the first to reach the count winning", async () => {
    const { a, b, c, id } = await race("species_count");
    const [gadda, abborre, gos] = [await speciesId("gadda"), await speciesId("abborre"), await speciesId("gos")];
    await catchOf(a.id, { speciesId: gadda, fishingDate: date(day(-8)) });
    await catchOf(a.id, { speciesId: gadda, fishingDate: date(day(-7)) });
    await catchOf(a.id, { speciesId: abborre, fishingDate: date(day(-2)) });
    await catchOf(b.id, { speciesId: gos, fishingDate: date(day(-6)) });
    await catchOf(b.id, { speciesId: abborre, fishingDate: date(day(-4)) });
    await catchOf(c.id, { fish: "Okänd fisk", speciesId: null });
    const { body } = await board(a, id);
    expect(ranking(body)).toEqual([["fiskare1", 2], ["fiskare0", 2]]);
  });

  it("Storfisk points: weight over the species' Storfisk weight, so a 1 kg perch beats a 7 kg pike; free text scores nothing", async () => {
    const { a, b, c, id } = await race("big_fish_points");
    await catchOf(a.id, { fish: "Abborre", weight: "1.00", speciesId: await speciesId("abborre") });
    await catchOf(b.id, { fish: "Gädda", weight: "7.00", speciesId: await speciesId("gadda") });
    await catchOf(c.id, { fish: "Jättefisk", weight: "40.00", speciesId: null });
    const { body } = await board(a, id);
    expect(ranking(body)).toEqual([["fiskare0", 0.625], ["fiskare1", 0.5833]]);
    expect(body.standings[0]!.catches[0]!.points).toBe(0.625);

    const sum = await created(a, { rule: "big_fish_points", top_n: 2 });
    await post(join, b, sum);
    await catchOf(b.id, { fish: "Abborre", weight: "0.80", speciesId: await speciesId("abborre") });
    expect(ranking((await board(a, sum)).body)).toEqual([["fiskare1", 1.0833], ["fiskare0", 0.625]]);
  });

  it("the period and its 48 hours of grace, and a required photo", async () => {
    const [a] = await gang(1);
    const id = await created(a, { starts_on: "2026-06-01", ends_on: "2026-06-30", photo_required: true });
    const row = (await findCompetition(id))!;
    const at = (iso: string) => new Date(iso);
    await catchOf(a.id, { weight: "2.00", fishingDate: date("2026-06-30"), createdAt: at("2026-07-02T21:59:00Z"), image: "a.webp" });
    await catchOf(a.id, { weight: "3.00", fishingDate: date("2026-06-30"), createdAt: at("2026-07-02T22:01:00Z"), image: "b.webp" });
    await catchOf(a.id, { weight: "4.00", fishingDate: date("2026-07-01"), createdAt: at("2026-07-01T08:00:00Z"), image: "c.webp" });
    await catchOf(a.id, { weight: "5.00", fishingDate: date("2026-06-15"), createdAt: at("2026-06-15T08:00:00Z") });
    const [standing] = await computeStandings(row, { now: at("2026-07-01T12:00:00Z") });
    expect(standing?.score).toBe(2);
  });
});

describe("freezing, withdrawing and disqualifying", () => {
  it("stores the final standings once the grace has passed; later edits change nothing; the winner's profile shows the win", async () => {
    const [a, b] = await gang(2);
    const id = await created(a, { starts_on: day(-30), ends_on: day(-3) });
    // The period is over, so joining is closed: b took part from the start.
    expect((await post(join, b, id)).status).toBe(409);
    await db.competitionParticipant.create({ data: { competitionId: id, userId: b.id, status: "joined" } });
    const big = await catchOf(b.id, { weight: "6.00", fishingDate: date(day(-10)), createdAt: new Date(Date.now() - 10 * DAY) });
    await catchOf(a.id, { weight: "4.00", fishingDate: date(day(-10)), createdAt: new Date(Date.now() - 10 * DAY) });
    const first = await board(null, id);
    expect(first.body.competition).toMatchObject({ phase: "finished", frozen: true });
    expect(ranking(first.body)).toEqual([["fiskare1", 6], ["fiskare0", 4]]);
    expect(await db.notification.count({ where: { type: "competition_ended", relatedId: id } })).toBe(2);
    await db.report.update({ where: { id: big.id }, data: { weight: "1.00" } });
    expect(ranking((await board(null, id)).body)).toEqual([["fiskare1", 6], ["fiskare0", 4]]);
    expect(await db.notification.count({ where: { type: "competition_ended", relatedId: id } })).toBe(2);
    expect(await listMemberWins(b.id)).toEqual([{ id, name: "Höstgäddan", ends_on: day(-3) }]);
    expect((await post(withdraw, b, id, { report_id: big.id })).status).toBe(409);
  });

  it("a participant withdraws their own catch; the creator disqualifies with a reason, logged and told; neither counts again", async () => {
    const [a, b, c] = await gang(3);
    const id = await created(a, { rule: "heaviest" });
    await post(join, b, id);
    const best = await catchOf(b.id, { weight: "6.00" });
    const second = await catchOf(b.id, { weight: "5.00" });
    await catchOf(b.id, { weight: "1.00" });
    expect((await board(b, id)).body.viewer.own_counting_report_ids).toEqual([best.id]);
    expect((await post(withdraw, c, id, { report_id: best.id })).status).toBe(403);
    expect((await post(withdraw, b, id, { report_id: best.id })).status).toBe(201);
    expect((await post(withdraw, b, id, { report_id: best.id })).status).toBe(409);
    expect(ranking((await board(b, id)).body)).toEqual([["fiskare1", 5]]);

    expect((await post(disqualify, b, id, { report_id: second.id, reason: "Fel sjö" })).status).toBe(403);
    expect((await post(disqualify, a, id, { report_id: second.id })).status).toBe(400);
    takeExpiredTags();
    expect((await post(disqualify, a, id, { report_id: second.id, reason: "Fångad utanför tävlingsvattnet" })).status).toBe(201);
    expect(takeExpiredTags()).toContain(`competition:${id}`);
    expect((await post(disqualify, a, id, { report_id: second.id, reason: "Igen" })).status).toBe(409);
    expect(ranking((await board(b, id)).body)).toEqual([["fiskare1", 1]]);
    const log = await db.adminLog.findFirstOrThrow({ where: { action: "competition_disqualify" } });
    expect(log).toMatchObject({ adminId: a.id });
    expect(log.details).toContain("Fångad utanför tävlingsvattnet");
    const told = await db.notification.findFirstOrThrow({ where: { userId: b.id, type: "competition_disqualified" } });
    expect(told).toMatchObject({ relatedId: id });
    expect(told.message).toContain("Fångad utanför tävlingsvattnet");
    // Another competition still counts the catch.
    const other = await created(b, {});
    expect(ranking((await board(b, other)).body)).toEqual([["fiskare1", 6]]);
  });
});

describe("invitations, visibility and fair play", () => {
  it("invite-only: the creator invites matroser, invitees accept or decline, others neither see nor join", async () => {
    const [a, b, c, d] = await gang(4);
    await db.friendship.create({ data: { requesterId: a.id, addresseeId: b.id, status: "ACCEPTED" } });
    await db.friendship.create({ data: { requesterId: d.id, addresseeId: a.id, status: "ACCEPTED" } });
    const id = await created(a, { invite_only: true });
    const invited = await post(invite, a, id, { username: "FISKARE2" });
    expect(invited.status).toBe(400);
    expect(((await invited.json()) as { fields: Record<string, string> }).fields.username).toMatch(/matroser/);
    expect((await post(invite, b, id, { username: "fiskare3" })).status).toBe(403);
    expect((await post(invite, a, id, { username: "fiskare1" })).status).toBe(201);
    expect((await post(invite, a, id, { username: "fiskare1" })).status).toBe(409);
    expect((await post(invite, a, id, { username: "fiskare3" })).status).toBe(201);
    expect(await db.notification.count({ where: { type: "competition_invited", relatedId: id } })).toBe(2);

    expect((await board(null, id)).status).toBe(404);
    expect((await board(c, id)).status).toBe(403);
    expect((await board(b, id)).status).toBe(200);
    expect((await post(join, c, id)).status).toBe(403);
    expect((await post(answer, c, id, { accept: true })).status).toBe(404);
    expect((await post(answer, b, id, { accept: "ja" })).status).toBe(400);
    expect((await post(answer, b, id, { accept: true })).status).toBe(200);
    expect((await post(answer, d, id, { accept: false })).status).toBe(200);
    expect((await board(d, id)).status).toBe(403);
    const lists = (await (await call(listCompetitions, {})).json()) as { open: unknown[] };
    expect(lists.open).toEqual([]);
    expect((await board(b, id)).body.participants.map((p) => p.name)).toEqual(["fiskare0", "fiskare1"]);
  });

  it("anonymous members stand under their public name; suspended members' catches do not count while suspended", async () => {
    const [a, b] = await gang(2);
    const hidden = await createUser(db, { username: "Hemlige_Harry", isAnonymous: true });
    const id = await created(a, {});
    for (const member of [b, hidden]) await post(join, member, id);
    await catchOf(hidden.id, { weight: "8.00" });
    await catchOf(b.id, { weight: "7.00" });
    await catchOf(a.id, { weight: "6.00" });
    const { body } = await board(null, id);
    expect(body.standings[0]!.member).toEqual({ id: null, name: `anonym#${String(hidden.id).padStart(3, "0")}` });
    expect(JSON.stringify(body)).not.toContain("Hemlige_Harry");

    // An admin's suspension expires the boards the member stands on; lifting it brings the catches back.
    const admin = await createUser(db, { username: "domaren", isAdmin: true });
    const adminActor = { id: admin.id, username: admin.username, isAdmin: true };
    takeExpiredTags();
    await moderateMember({ actor: adminActor, memberId: b.id, input: moderationSchema.parse({ kind: "suspension_7d", reason: "Fusk med vikter" }) });
    expect(takeExpiredTags()).toContain(`competition:${id}`);
    expect(ranking((await board(null, id)).body).map(([name]) => name)).toEqual([body.standings[0]!.member.name, "fiskare0"]);
    await liftSuspension({ actor: adminActor, memberId: b.id, input: { reason: "Vikterna stämde" } });
    expect(takeExpiredTags()).toContain(`competition:${id}`);
    expect(ranking((await board(null, id)).body)).toHaveLength(3);
    await flushLeadChecks();
  });

  it("tells members who took and lost the lead, at most once an hour each, when catches move the standings", async () => {
    const [a, b] = await gang(2);
    const id = await created(a, {});
    await post(join, b, id);
    await catchOf(a.id, { weight: "3.00" });
    await competitionEntriesChanged({ ownerIds: [a.id] });
    await flushLeadChecks();
    const bBig = await catchOf(b.id, { weight: "4.00" });
    await competitionEntriesChanged({ ownerIds: [b.id] });
    await flushLeadChecks();
    const leads = () => db.notification.findMany({ where: { type: "competition_lead" }, orderBy: { id: "asc" }, select: { userId: true, message: true } });
    // a heard of taking the lead a moment ago, so losing it within the hour is not told again.
    expect(await leads()).toEqual([
      { userId: a.id, message: "Du leder nu tävlingen Höstgäddan" },
      { userId: b.id, message: "Du leder nu tävlingen Höstgäddan" },
    ]);
    expect((await findCompetition(id))?.leaderId).toBe(b.id);
    // b deletes the catch through the reports' own handler: the board expires and the lead goes back, but a and b
    // heard about this competition's lead within the hour.
    takeExpiredTags();
    const res = await call(deleteReport, { method: "DELETE", cookie: await cookieOf(b), params: { id: String(bBig.id) } });
    expect(res.status).toBe(200);
    expect(takeExpiredTags()).toContain(`competition:${id}`);
    await flushLeadChecks();
    expect((await findCompetition(id))?.leaderId).toBe(a.id);
    expect(await leads()).toHaveLength(2);
  });

  it("admins remove a competition, logged; nobody else may", async () => {
    const [a] = await gang(1);
    const admin = await createUser(db, { username: "admin", isAdmin: true });
    const id = await created(a, {});
    const del = (member: Member) => call(removeCompetition, { method: "DELETE", cookie: undefined, params: { id: String(id) } }).then(async () =>
      call(removeCompetition, { method: "DELETE", cookie: await cookieOf(member), params: { id: String(id) } }),
    );
    expect((await del(a)).status).toBe(403);
    expect((await del(admin)).status).toBe(200);
    expect((await board(a, id)).status).toBe(404);
    expect(await db.adminLog.count({ where: { action: "delete_competition" } })).toBe(1);
  });
});
