// The member's feed and its suggestions: whose catches appear and as whom, the points this member may see, their
// own likes and the latest comment, the news and their competitions, pages by marker, what is new since last time;
// and who is suggested to whom (never anonymous, suspended or waiting members, no child to an adult or the reverse).
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { FEED_PAGE, readFeed } from "@/lib/feed/read";
import { readSuggestions, showCandidates } from "@/lib/feed/suggestions";
import type { FeedCatch } from "@/lib/feed/types";
import { positionColumns } from "@/lib/reports/positions";
import { resetDatabase } from "@/test/db";
import { createReport, createUser } from "@/prisma/factories";

beforeEach(resetDatabase);

type Member = Awaited<ReturnType<typeof createUser>>;
const asViewer = (member: Member) => ({ id: member.id, username: member.username, isAdmin: false });
const befriend = (a: Member, b: Member) => db.friendship.create({ data: { requesterId: a.id, addresseeId: b.id, status: "ACCEPTED", acceptedAt: new Date() } });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const catches = (items: { kind: string }[]) => items.filter((item): item is FeedCatch => item.kind === "catch");

describe("the feed", () => {
  it("shows matroser's catches as this member may see them, and nobody else's", async () => {
    const viewer = await createUser(db, { username: "tittaren" });
    const mate = await createUser(db, { username: "matrosen" });
    const anonymous = await createUser(db, { username: "hemlis", isAnonymous: true });
    const suspended = await createUser(db, { username: "avstangd", suspendedUntil: new Date(Date.now() + 86_400_000) });
    const stranger = await createUser(db, { username: "framling" });
    for (const friend of [mate, anonymous, suspended]) await befriend(viewer, friend);
    const exact = await createReport(db, { userId: mate.id, fish: "Gädda", createdAt: minutesAgo(5), ...positionColumns({ latitude: 59.33, longitude: 18.07, position_precision: "friends" }, "create") });
    const hidden = await createReport(db, { userId: mate.id, fish: "Abborre", createdAt: minutesAgo(6), ...positionColumns({ latitude: 59.4, longitude: 18.1, position_precision: "hidden" }, "create") });
    await createReport(db, { userId: anonymous.id, createdAt: minutesAgo(1) });
    await createReport(db, { userId: suspended.id, createdAt: minutesAgo(2) });
    await createReport(db, { userId: stranger.id, createdAt: minutesAgo(3) });
    const own = await createReport(db, { userId: viewer.id, fish: "Braxen", createdAt: minutesAgo(4) });
    // The viewer liked one; a stranger commented twice on it, the last one counts.
    await db.reportLike.create({ data: { reportId: exact.id, userId: viewer.id } });
    await db.comment.create({ data: { reportId: exact.id, authorId: stranger.id, body: "Första", createdAt: minutesAgo(4) } });
    await db.comment.create({ data: { reportId: exact.id, authorId: stranger.id, body: "Snygg!", createdAt: minutesAgo(3) } });

    const feed = await readFeed(asViewer(viewer));
    const shown = catches(feed.items);
    expect(shown.map((item) => item.report.id)).toEqual([own.id, exact.id, hidden.id]);
    expect(shown.map((item) => item.own)).toEqual([true, false, false]);
    shown.shift();
    expect(shown[0]).toMatchObject({ liked: true, latestComment: { author: "framling", body: "Snygg!" }, report: { username: "matrosen", comment_count: 2 } });
    // A point kept for friends is exact to a friend; a hidden one is not shown at all.
    expect(shown[0]!.report.position).toMatchObject({ latitude: 59.33, longitude: 18.07, exact: true });
    expect(shown[1]!.report.position).toBeNull();
    expect(shown[1]!.liked).toBe(false);
  });

  it("brings the news and the member's competitions, pages by marker without repeats, and marks what is new since last time", async () => {
    const viewer = await createUser(db, { username: "tittaren" });
    const mate = await createUser(db, { username: "matrosen" });
    await befriend(mate, viewer);
    for (let i = 0; i < 25; i++) await createReport(db, { userId: mate.id, fish: `Fisk ${i}`, createdAt: minutesAgo(100 + i) });
    const admin = await createUser(db, { username: "redaktoren", isAdmin: true });
    await db.newsArticle.create({ data: { title: "Isen har lagt sig", content: "**Säker** is på *Mälaren*.", published: true, publishedAt: minutesAgo(50), authorId: admin.id } });
    await db.newsArticle.create({ data: { title: "Utkast", content: "Hemligt", published: false, authorId: admin.id } });
    await db.notification.create({ data: { userId: viewer.id, type: "competition_lead", message: "Du leder Höstgäddan", relatedId: 7, createdAt: minutesAgo(60) } });
    await db.notification.create({ data: { userId: viewer.id, type: "report_liked", message: "Någon gillade", createdAt: minutesAgo(61) } });

    const first = await readFeed(asViewer(viewer));
    expect(first.seenBefore).toBeNull();
    expect(first.items).toHaveLength(FEED_PAGE);
    expect(first.items.slice(0, 3)).toMatchObject([
      { kind: "news", title: "Isen har lagt sig", excerpt: "Säker is på Mälaren." },
      { kind: "notice", message: "Du leder Höstgäddan", href: "/tavlingar/7" },
      { kind: "catch", report: { fish: "Fisk 0" } },
    ]);
    const second = await readFeed(asViewer(viewer), { marker: first.next });
    expect(second.items.map((item) => (item.kind === "catch" ? item.report.fish : item.kind))).toEqual(["Fisk 18", "Fisk 19", "Fisk 20", "Fisk 21", "Fisk 22", "Fisk 23", "Fisk 24"]);
    expect(second.next).toBeNull();
    await expect(readFeed(asViewer(viewer), { marker: "inte-en-markor" })).rejects.toMatchObject({ code: "INVALID_CURSOR" });

    // Back later: the earlier visit is the line, and the catch posted since is new.
    const fresh = await createReport(db, { userId: mate.id, fish: "Gös", createdAt: new Date(Date.now() + 60_000) });
    const later = await readFeed(asViewer(viewer), { now: new Date(Date.now() + 120_000) });
    expect(later.seenBefore).not.toBeNull();
    const newer = later.items.filter((item) => item.at > later.seenBefore!);
    expect(newer.map((item) => (item.kind === "catch" ? item.report.id : null))).toEqual([fresh.id]);

    // The line is now the newest item shown: the next visit marks nothing, and a line given by the caller is used.
    const again = await readFeed(asViewer(viewer), { now: new Date(Date.now() + 180_000) });
    expect(again.seenBefore).toBe(later.items[0]!.at);
    expect(again.items.filter((item) => item.at > again.seenBefore!)).toEqual([]);
    const given = await readFeed(asViewer(viewer), { now: new Date(Date.now() + 180_000), line: minutesAgo(30) });
    expect(given.items.filter((item) => item.at > given.seenBefore!).map((item) => item.kind)).toEqual(["catch"]);
  });
});

describe("suggestions", () => {
  it("suggests friends of matroser first, then members of the same species or places; never anonymous, suspended, waiting or children", async () => {
    const gadda = await db.species.findUniqueOrThrow({ where: { slug: "gadda" }, select: { id: true } });
    const viewer = await createUser(db, { username: "tittaren" });
    await createReport(db, { userId: viewer.id, fish: "Gädda", speciesId: gadda.id, location: "Mälaren" });
    const mate = await createUser(db, { username: "matrosen" });
    await befriend(viewer, mate);
    const mutual = await createUser(db, { username: "bekanten" });
    await befriend(mate, mutual);
    const pikeFisher = await createUser(db, { username: "gaddjagaren", city: "Västerås" });
    const placeFisher = await createUser(db, { username: "malarfiskaren" });
    const hidden = [
      await createUser(db, { username: "anonymen", isAnonymous: true }),
      await createUser(db, { username: "barnet", age: 11, consentStatus: "GRANTED" }),
      await createUser(db, { username: "vantande", age: 10, consentStatus: "PENDING" }),
      await createUser(db, { username: "avstangd", suspendedUntil: new Date(Date.now() + 86_400_000) }),
      await createUser(db, { username: "fragad" }),
    ];
    await db.friendship.create({ data: { requesterId: viewer.id, addresseeId: hidden[4]!.id } });
    for (const member of [pikeFisher, ...hidden]) await createReport(db, { userId: member.id, fish: "Gädda", speciesId: gadda.id, location: "Hjälmaren", fishingDate: new Date() });
    await createReport(db, { userId: placeFisher.id, fish: "Mört", location: "Mälaren", fishingDate: new Date() });
    for (const member of hidden.slice(0, 2)) await befriend(mate, member);

    const suggested = await readSuggestions(viewer.id);
    expect(suggested).toEqual([
      { id: mutual.id, name: "bekanten", city: null, reason: "1 gemensam matros" },
      { id: pikeFisher.id, name: "gaddjagaren", city: "Västerås", reason: "Fiskar också gädda" },
      { id: placeFisher.id, name: "malarfiskaren", city: null, reason: "Fiskar också vid Mälaren" },
    ]);
    // A child is suggested nobody, and nobody suggests them.
    expect(await readSuggestions(hidden[1]!.id)).toEqual([]);
  });

  it("asks afresh who may be shown of the kept candidates: one who turned anonymous, was suspended or was asked leaves at once", async () => {
    const viewer = await createUser(db, { username: "tittaren" });
    const stays = await createUser(db, { username: "kvar", city: "Umeå" });
    const hid = await createUser(db, { username: "gomd" });
    const suspended = await createUser(db, { username: "avstangd" });
    const asked = await createUser(db, { username: "fragad" });
    const kept = [stays, hid, suspended, asked].map((member, i) => ({ id: member.id, mutual: null, species: i === 0 ? "Gös" : null, place: null }));
    expect((await showCandidates(viewer.id, kept)).map((row) => row.name)).toEqual(["kvar", "gomd", "avstangd", "fragad"]);

    await db.user.update({ where: { id: hid.id }, data: { isAnonymous: true } });
    await db.user.update({ where: { id: suspended.id }, data: { suspendedUntil: new Date(Date.now() + 86_400_000) } });
    await db.friendship.create({ data: { requesterId: asked.id, addresseeId: viewer.id } });
    expect(await showCandidates(viewer.id, kept)).toEqual([{ id: stays.id, name: "kvar", city: "Umeå", reason: "Fiskar också gös" }]);
  });
});
