// Personal bests through posting, deleting and a member turning anonymous, the friends' notification, and the
// profile's logbook (bests per species, this season's figures).
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { createUser } from "@/prisma/factories";
import { createReport, deleteReport } from "@/lib/reports/mutations";
import { reportFormSchema } from "@/lib/reports/schemas";
import { listNotifications } from "@/lib/notifications/queries";
import { anonymousDisplayName } from "@/lib/privacy/members";
import { getPublicProfilePage } from "@/lib/profiles/queries";
import { listUserReports } from "@/lib/reports/queries";
import { bestsOf, seasonOf } from "@/lib/species/logbook";

beforeEach(() => resetDatabase());

const actorOf = (user: { id: number; username: string; isAdmin: boolean }) => ({ id: user.id, username: user.username, isAdmin: user.isAdmin });
const catchOf = (fish: string, weight: string, length = "70") => reportFormSchema.parse({ fish, weight, length, location: "Siljan", date: "2026-05-01" });

async function friends() {
  const angler = await createUser(db, { username: "Gäddkungen" });
  const friend = await createUser(db, { username: "Kompisen" });
  await db.friendship.create({ data: { requesterId: angler.id, addresseeId: friend.id, status: "ACCEPTED", acceptedAt: new Date() } });
  return { angler, friend };
}

const bests = async (userId: number) =>
  (await db.report.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { weight: true, isPersonalBest: true } })).map(
    (r) => `${Number(r.weight)}${r.isPersonalBest ? "*" : ""}`,
  );
const personalBestNews = async (friend: { id: number; username: string; isAdmin: boolean }) =>
  (await listNotifications({ viewer: actorOf(friend), cursor: null })).notifications.filter((n) => n.type === "personal_best");

describe("personal bests", () => {
  it("mark a catch that beats every earlier one of its species, answer is_personal_best, and tell friends", async () => {
    const { angler, friend } = await friends();
    const first = await createReport({ actor: actorOf(angler), input: catchOf("Gädda", "5") });
    expect(first.is_personal_best).toBe(true);
    expect(await personalBestNews(friend)).toEqual([]); // the first of a species beats nothing

    const bigger = await createReport({ actor: actorOf(angler), input: catchOf("gäddor", "9,4") });
    expect(bigger.is_personal_best).toBe(true);
    const lighter = await createReport({ actor: actorOf(angler), input: catchOf("Gädda", "7") });
    expect(lighter.is_personal_best).toBe(false);
    const otherSpecies = await createReport({ actor: actorOf(angler), input: catchOf("Abborre", "0,8") });
    expect(otherSpecies.is_personal_best).toBe(true);
    const freeText = await createReport({ actor: actorOf(angler), input: catchOf("Sjöodjur", "99") });
    expect(freeText.is_personal_best).toBe(false);

    const news = await personalBestNews(friend);
    expect(news.map((n) => n.message)).toEqual(["Gäddkungen slog sitt personbästa på gädda: 9,4 kg"]);
    expect(news[0]).toMatchObject({ from_user_id: angler.id, related_id: bigger.id });
  });

  it("count an equal weight as a best only when the catch is longer", async () => {
    const { angler } = await friends();
    await createReport({ actor: actorOf(angler), input: catchOf("Gös", "3", "60") });
    expect((await createReport({ actor: actorOf(angler), input: catchOf("Gös", "3", "60") })).is_personal_best).toBe(false);
    expect((await createReport({ actor: actorOf(angler), input: catchOf("Gös", "3", "61") })).is_personal_best).toBe(true);
  });

  it("are walked again when a catch is deleted: a later catch that beat the rest becomes the best", async () => {
    const { angler } = await friends();
    await createReport({ actor: actorOf(angler), input: catchOf("Gädda", "5") });
    const record = await createReport({ actor: actorOf(angler), input: catchOf("Gädda", "7") });
    await createReport({ actor: actorOf(angler), input: catchOf("Gädda", "6") });
    expect(await bests(angler.id)).toEqual(["5*", "7*", "6"]);

    await deleteReport({ actor: actorOf(angler), id: record.id });
    expect(await bests(angler.id)).toEqual(["5*", "6*"]);
  });

  it("keep their marks when the member turns anonymous, and the news then names the anonymous member", async () => {
    const { angler, friend } = await friends();
    await createReport({ actor: actorOf(angler), input: catchOf("Gädda", "5") });
    const best = await createReport({ actor: actorOf(angler), input: catchOf("Gädda", "9,4") });
    await db.user.update({ where: { id: angler.id }, data: { isAnonymous: true } });

    expect((await db.report.findUniqueOrThrow({ where: { id: best.id } })).isPersonalBest).toBe(true);
    const [news] = await personalBestNews(friend);
    expect(news?.message).toBe(`${anonymousDisplayName(angler.id)} slog sitt personbästa på gädda: 9,4 kg`);
    expect(news?.message).not.toContain("Gäddkungen");
  });
});

describe("the profile's logbook", () => {
  it("lists the best of each species and this season's figures, as the browser's own count does", async () => {
    const { angler } = await friends();
    const year = new Date().getUTCFullYear();
    const on = (date: string) => reportFormSchema.parse({ fish: "Gädda", weight: "1", length: "50", location: "Siljan", date });
    await createReport({ actor: actorOf(angler), input: { ...catchOf("Gädda", "5"), date: `${year}-05-01` } });
    await createReport({ actor: actorOf(angler), input: { ...catchOf("Gädda", "9,4", "98"), date: `${year}-05-02`, released: true } });
    await createReport({ actor: actorOf(angler), input: { ...catchOf("Abborre", "0,8"), date: `${year}-05-03` } });
    await createReport({ actor: actorOf(angler), input: { ...catchOf("Sjöodjur", "2"), date: `${year}-05-04` } });
    await createReport({ actor: actorOf(angler), input: { ...on(`${year - 1}-09-01`), weight: "12" } });

    const page = await getPublicProfilePage(angler.id);
    expect(page?.bests.map((b) => [b.species.name, Number(b.weight)])).toEqual([
      ["Abborre", 0.8],
      ["Gädda", 12],
    ]);
    expect(page?.season).toEqual({ year, catches: 4, species: 2, totalWeight: "17.20", released: 1 });
    expect(page?.stats).toEqual({ totalCatches: 5, latestCatchDate: `${year}-05-04`, mostCommonFish: "Gädda" });

    // The member's own page counts the same from the list the API gives them.
    const own = (await listUserReports({ viewer: actorOf(angler), userId: angler.id }))!;
    expect(bestsOf(own)).toEqual(page?.bests);
    expect(seasonOf(own, year)).toEqual(page?.season);
  });

  it("is not shown for an anonymous member, whose catches the profile does not tie to them", async () => {
    const { angler } = await friends();
    await createReport({ actor: actorOf(angler), input: catchOf("Gädda", "5") });
    await db.user.update({ where: { id: angler.id }, data: { isAnonymous: true } });
    const page = await getPublicProfilePage(angler.id);
    expect(page?.bests).toEqual([]);
    expect(page?.season).toBeNull();
  });
});
