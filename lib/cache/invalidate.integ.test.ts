// Every write that changes what visitors see expires exactly the cached reads that show it (lib/cache/tags.ts).
// Outside a Next.js server, next/cache is the recording stub in test/next-cache-stub.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { takeExpiredTags } from "@/test/next-cache-stub";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { createReport, createUser } from "@/prisma/factories";
import { memberStandingChanged } from "@/lib/cache/invalidate";
import { acceptFriendRequest, declineFriendRequest, removeFriend, sendFriendRequest } from "@/lib/friends/mutations";
import { toggleReportLike } from "@/lib/likes/mutations";
import { setMemberAnonymity } from "@/lib/profiles/mutations";
import { createReport as postReport, deleteReport, deleteUserReports } from "@/lib/reports/mutations";
import { getPublicReport, listPublicReports } from "@/lib/reports/queries";

const asViewer = (user: { id: number; username: string; isAdmin: boolean }) => ({
  id: user.id,
  username: user.username,
  isAdmin: user.isAdmin,
});

const input = { fish: "Gädda", weight: "3.4", length: "72", location: "Mälaren", date: "2026-06-01", bait: null, method: null, notes: null, species_id: null, released: false };

beforeEach(async () => {
  await resetDatabase();
  takeExpiredTags();
});

describe("cache invalidation", () => {
  it("a posted report expires the home page, the lists, its own page and its owner's profile and patterns", async () => {
    const member = asViewer(await createUser(db));
    const report = await postReport({ actor: member, input });
    expect(takeExpiredTags()).toEqual(["home", "report-lists", "species", `report:${report.id}`, `profile:${member.id}`, `patterns:${member.id}`, `feed:${member.id}`]);
  });

  it("a posted report expires the kept feeds of its owner's matroser, not of those who only asked to be one", async () => {
    const member = await createUser(db);
    const mate = await createUser(db);
    const otherMate = await createUser(db);
    const asker = await createUser(db);
    await db.friendship.create({ data: { requesterId: member.id, addresseeId: mate.id, status: "ACCEPTED" } });
    await db.friendship.create({ data: { requesterId: otherMate.id, addresseeId: member.id, status: "ACCEPTED" } });
    await db.friendship.create({ data: { requesterId: asker.id, addresseeId: member.id, status: "PENDING" } });
    await postReport({ actor: asViewer(member), input });
    const feeds = takeExpiredTags().filter((tag) => tag.startsWith("feed"));
    expect(feeds.sort()).toEqual([`feed:${member.id}`, `feed:${mate.id}`, `feed:${otherMate.id}`].sort());
  });

  it("a refused report expires nothing", async () => {
    const pending = asViewer(await createUser(db, { consentStatus: "PENDING", age: 10 }));
    await expect(postReport({ actor: pending, input })).rejects.toMatchObject({ status: 401 });
    expect(takeExpiredTags()).toEqual([]);
  });

  it("a deleted report expires the same, and a refused delete nothing", async () => {
    const owner = await createUser(db);
    const other = asViewer(await createUser(db));
    const report = await createReport(db, { userId: owner.id });
    await expect(deleteReport({ actor: other, id: report.id })).rejects.toMatchObject({ status: 403 });
    expect(takeExpiredTags()).toEqual([]);
    await deleteReport({ actor: asViewer(owner), id: report.id });
    expect(takeExpiredTags()).toEqual(["home", "report-lists", "species", `report:${report.id}`, `profile:${owner.id}`, `patterns:${owner.id}`, `feed:${owner.id}`]);
  });

  it("an admin deleting all of a member's reports expires each of their pages", async () => {
    const admin = asViewer(await createUser(db, { isAdmin: true }));
    const owner = await createUser(db);
    const first = await createReport(db, { userId: owner.id });
    const second = await createReport(db, { userId: owner.id });
    await deleteUserReports({ actor: admin, userId: owner.id });
    expect(takeExpiredTags().sort()).toEqual(
      ["home", "report-lists", "species", `report:${first.id}`, `report:${second.id}`, `profile:${owner.id}`, `patterns:${owner.id}`, `feed:${owner.id}`].sort(),
    );
  });

  it("a like expires the report's page, the list cards and the owner's profile, not the home page", async () => {
    const owner = await createUser(db);
    const liker = asViewer(await createUser(db));
    const report = await createReport(db, { userId: owner.id });
    await toggleReportLike({ actor: liker, reportId: report.id });
    expect(takeExpiredTags()).toEqual([`report:${report.id}`, "report-lists", `profile:${owner.id}`]);
  });

  it("switching to anonymous expires every page that showed the name, and the public reads no longer have it", async () => {
    const member = await createUser(db, { username: "Synlige_Sven" });
    const bystander = await createUser(db);
    const friend = await createUser(db);
    await db.friendship.create({ data: { requesterId: friend.id, addresseeId: member.id, status: "ACCEPTED" } });
    const mine = await createReport(db, { userId: member.id });
    const theirs = await createReport(db, { userId: bystander.id });

    await setMemberAnonymity({ actor: asViewer(member), memberId: member.id, isAnonymous: true });
    const expired = takeExpiredTags();
    expect(expired).toEqual(["home", "report-lists", "species", "competition-members", "feeds", `profile:${member.id}`, `profile:${friend.id}`, `report:${mine.id}`]);
    expect(expired).not.toContain(`report:${theirs.id}`);
    expect(expired).not.toContain(`profile:${bystander.id}`);

    const page = JSON.stringify(await listPublicReports({}));
    expect(page).not.toContain("Synlige_Sven");
    expect(await getPublicReport(mine.id)).toMatchObject({ user_id: null, username: `anonym#${String(member.id).padStart(3, "0")}` });
  });

  it("only the member or an admin may switch anonymity, and a pending child is not found", async () => {
    const member = await createUser(db);
    const other = asViewer(await createUser(db));
    const admin = asViewer(await createUser(db, { isAdmin: true }));
    const child = await createUser(db, { consentStatus: "PENDING", age: 10 });
    await expect(setMemberAnonymity({ actor: other, memberId: member.id, isAnonymous: true })).rejects.toMatchObject({ status: 403 });
    await expect(setMemberAnonymity({ actor: admin, memberId: child.id, isAnonymous: true })).rejects.toMatchObject({ status: 404 });
    await expect(setMemberAnonymity({ actor: admin, memberId: 999_999, isAnonymous: true })).rejects.toMatchObject({ status: 404 });
    expect(takeExpiredTags()).toEqual([]);
    await setMemberAnonymity({ actor: admin, memberId: member.id, isAnonymous: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).isAnonymous).toBe(true);
  });

  it("a new matros expires both members' profiles, counted suggestions and kept feeds; a request their suggestions and feeds", async () => {
    const asker = await createUser(db);
    const asked = await createUser(db);
    await sendFriendRequest({ actor: asViewer(asker), userId: asked.id });
    const suggested = [`suggestions:${asked.id}`, `suggestions:${asker.id}`, `feed:${asked.id}`, `feed:${asker.id}`];
    expect(takeExpiredTags().sort()).toEqual([...suggested].sort());
    const request = await db.friendship.findFirstOrThrow({ where: { requesterId: asker.id, addresseeId: asked.id } });
    await acceptFriendRequest({ actor: asViewer(asked), friendshipId: request.id });
    expect(takeExpiredTags().sort()).toEqual([`profile:${asked.id}`, `profile:${asker.id}`, ...suggested].sort());
  });

  it("a declined or withdrawn request expires both members' suggestions and kept feeds", async () => {
    const asker = await createUser(db);
    const asked = await createUser(db);
    await sendFriendRequest({ actor: asViewer(asker), userId: asked.id });
    const request = await db.friendship.findFirstOrThrow({ where: { requesterId: asker.id, addresseeId: asked.id } });
    takeExpiredTags();
    await declineFriendRequest({ actor: asViewer(asked), friendshipId: request.id });
    const suggested = [`suggestions:${asked.id}`, `suggestions:${asker.id}`, `feed:${asked.id}`, `feed:${asker.id}`].sort();
    expect(takeExpiredTags().sort()).toEqual(suggested);
    await sendFriendRequest({ actor: asViewer(asker), userId: asked.id });
    takeExpiredTags();
    await removeFriend({ actor: asViewer(asker), userId: asked.id });
    expect(takeExpiredTags().sort()).toEqual(suggested);
  });

  it("a change in whether a member may be seen renews every kept feed", async () => {
    const member = await createUser(db);
    await memberStandingChanged(member.id);
    expect(takeExpiredTags()).toEqual(["feeds"]);
  });
});
