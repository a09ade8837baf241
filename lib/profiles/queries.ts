import "server-only";
import { db, isoText, Prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { displayNameFor, findableBy, MEMBERS_ONLY, revealsMember, seesMember, type Viewer } from "@/lib/privacy/members";
import { escapeLikeWildcards, SEARCH_RESULT_LIMIT, type UserSearchResult } from "@/lib/profiles/search";
import type { FriendJson, FriendshipState, ProfileJson, ProfileStats } from "@/lib/profiles/types";
import { selectPublicReports, toPublicReport, viaDriver } from "@/lib/report-rows/public";
import type { PublicReport } from "@/lib/report-rows/types";
import { currentSeason, type SeasonFigures, type SpeciesBest } from "@/lib/species/logbook";

/** How many of a member's catches a profile page lists (the full list is in their settings and data export). */
export const PROFILE_REPORTS_MAX = 50;

/**
 * Members whose username starts with `query` (any case), in Swedish alphabetical order.
 *
 * Anonymous members are found only by themselves and by admins: a hit would tie their username to their
 * profile id, which is exactly what anonymity hides. Children still waiting for a parent's consent are not
 * members yet and are never found. `query` must already be validated with `userSearchQuery`.
 */
export async function searchUsers({ viewer, query }: { viewer: SessionUser; query: string }): Promise<UserSearchResult[]> {
  const where: Prisma.UserWhereInput = {
    usernameKey: { startsWith: escapeLikeWildcards(query.trim().toLowerCase()) },
    ...MEMBERS_ONLY,
  };
  // findableBy() as SQL, so a page of hits is not thinned out afterwards; the filter below states the policy.
  if (!viewer.isAdmin) where.OR = [{ isAnonymous: false }, { id: viewer.id }];

  const users = await db.user.findMany({
    where,
    select: { id: true, username: true, city: true, isAnonymous: true },
    orderBy: [{ username: "asc" }, { id: "asc" }],
    take: SEARCH_RESULT_LIMIT,
  });

  return users.filter((user) => findableBy(user, viewer)).map((user) => ({
    id: user.id,
    displayName: user.username,
    city: user.city,
    is_anonymous: user.isAnonymous,
  }));
}

/** A member's own row as a profile shows it, with their number of catches. */
type ProfileRow = {
  id: number;
  username: string;
  firstname: string | null;
  lastname: string | null;
  city: string | null;
  email: string | null;
  profileImage: string | null;
  isAdmin: boolean;
  isAnonymous: boolean;
  createdAt: string;
  reportCount: number;
};

// Through the driver: every first read of a profile page asks, and Prisma's query compiler and client were about
// 6 % of the server's time on such reads. MEMBERS_ONLY as SQL: a child waiting for consent is nobody yet.
async function readProfileRow(id: number): Promise<ProfileRow | null> {
  const [row] = await viaDriver.$queryRaw<ProfileRow[]>`
    SELECT u.id, u.username, u.firstname, u.lastname, u.city, u.email, u.profile_image AS "profileImage",
           u.is_admin AS "isAdmin", u.is_anonymous AS "isAnonymous", ${isoText(Prisma.sql`u.created_at`)} AS "createdAt",
           (SELECT count(*)::int FROM reports r WHERE r.user_id = u.id) AS "reportCount"
    FROM users u
    WHERE u.id = ${id}::int AND u.consent_status <> 'PENDING'`;
  return row ?? null;
}

function toProfileJson(user: ProfileRow, viewer: Viewer): ProfileJson {
  const hidden = !revealsMember(user, viewer);
  const name = displayNameFor(user, viewer);
  return {
    id: user.id,
    username: name,
    displayName: name,
    firstname: hidden ? null : user.firstname,
    lastname: hidden ? null : user.lastname,
    city: hidden ? null : user.city,
    email: seesMember(viewer, user.id) ? user.email : null,
    profile_image: hidden ? null : user.profileImage,
    is_anonymous: user.isAnonymous,
    is_admin: user.isAdmin,
    report_count: user.reportCount,
    created_at: user.createdAt,
    hidden,
  };
}

/** A member's profile as the viewer may see it, or null for an unknown id or a child still waiting for consent. */
export async function getProfile({ viewer, id }: { viewer: Viewer; id: number }): Promise<ProfileJson | null> {
  const user = await readProfileRow(id);
  return user ? toProfileJson(user, viewer) : null;
}

/**
 * Total catches, latest catch date and the most common fish (ties: the one caught most recently). For an anonymous
 * member, viewers who may not know who they are get nothing, like their report list.
 */
export async function getProfileStats(userId: number): Promise<ProfileStats> {
  const [row] = await viaDriver.$queryRaw<{ total: number; latest: string | null; fish: string | null }[]>`
    SELECT count(*)::int AS total, to_char(max(fishing_date), 'YYYY-MM-DD') AS latest,
           (SELECT fish FROM reports WHERE user_id = ${userId}::int
             GROUP BY fish ORDER BY count(*) DESC, max(fishing_date) DESC, fish LIMIT 1) AS fish
    FROM reports WHERE user_id = ${userId}::int`;
  return { totalCatches: row?.total ?? 0, latestCatchDate: row?.latest ?? null, mostCommonFish: row?.fish ?? null };
}

export const EMPTY_STATS: ProfileStats = { totalCatches: 0, latestCatchDate: null, mostCommonFish: null };

/**
 * A member's best catch of each species (heaviest, then longest, then first posted: the rules of
 * lib/species/logbook.ts), one index range per species.
 */
export async function getSpeciesBests(userId: number): Promise<SpeciesBest[]> {
  const rows = await viaDriver.$queryRaw<{ slug: string; name: string; id: number; weight: string; length: string; fishing_date: string }[]>`
    SELECT b.slug, b.name, b.id, b.weight, b.length, b.fishing_date
    FROM (
      SELECT DISTINCT ON (r.species_id) sp.slug, sp.name, r.id, r.weight::text AS weight, r.length::text AS length,
             to_char(r.fishing_date, 'YYYY-MM-DD') AS fishing_date
      FROM reports r JOIN species sp ON sp.id = r.species_id
      WHERE r.user_id = ${userId}::int
      ORDER BY r.species_id, r.weight DESC, r.length DESC, r.id ASC
    ) b
    ORDER BY b.name COLLATE "sv-SE-x-icu"`;
  return rows.map((row) => ({ species: { slug: row.slug, name: row.name }, reportId: row.id, weight: row.weight, length: row.length, fishingDate: row.fishing_date }));
}

/** This season's figures for a member (the year in Sweden), as lib/species/logbook.ts counts them. */
export async function getSeasonFigures(userId: number, year = currentSeason()): Promise<SeasonFigures> {
  const [row] = await viaDriver.$queryRaw<{ catches: number; species: number; total_weight: string; released: number }[]>`
    SELECT count(*)::int AS catches, count(DISTINCT species_id)::int AS species,
           to_char(coalesce(sum(weight), 0), 'FM999999990.00') AS total_weight, count(*) FILTER (WHERE released)::int AS released
    FROM reports
    WHERE user_id = ${userId}::int AND fishing_date >= ${`${year}-01-01`}::date AND fishing_date < ${`${year + 1}-01-01`}::date`;
  return { year, catches: row?.catches ?? 0, species: row?.species ?? 0, totalWeight: row?.total_weight ?? "0.00", released: row?.released ?? 0 };
}

/**
 * The public profile page: the profile, catches, statistics and logbook as a visitor sees them. Null when not found.
 * All but the profile itself are read through the driver: on a first read of a profile, Prisma's query work was a
 * tenth of the server's time (docs/performance.md).
 */
export async function getPublicProfilePage(id: number): Promise<{
  profile: ProfileJson;
  reports: PublicReport[];
  stats: ProfileStats;
  bests: SpeciesBest[];
  season: SeasonFigures | null;
} | null> {
  const profile = await getProfile({ viewer: null, id });
  if (!profile) return null;
  if (profile.hidden) return { profile, reports: [], stats: EMPTY_STATS, bests: [], season: null };
  const [rows, stats, bests, season] = await Promise.all([
    selectPublicReports(viaDriver, {
      where: Prisma.sql`r.user_id = ${id}`,
      orderBy: Prisma.sql`r.fishing_date DESC, r.id DESC`,
      limit: PROFILE_REPORTS_MAX,
    }),
    getProfileStats(id),
    getSpeciesBests(id),
    getSeasonFigures(id),
  ]);
  return { profile, reports: rows.map(toPublicReport), stats, bests, season };
}

/**
 * A member's accepted friends, newest friendship first, as the viewer may see them: anonymous friends by their
 * display name and without real names. Null when the member does not exist (or is a pending child).
 */
export async function listFriends({ viewer, userId }: { viewer: Viewer; userId: number }): Promise<FriendJson[] | null> {
  const owner = await db.user.findFirst({ where: { id: userId, ...MEMBERS_ONLY }, select: { id: true } });
  if (!owner) return null;
  const friendSelect = { id: true, username: true, isAnonymous: true, firstname: true, lastname: true } as const;
  const rows = await db.friendship.findMany({
    where: { status: "ACCEPTED", OR: [{ requesterId: userId }, { addresseeId: userId }] },
    select: { acceptedAt: true, createdAt: true, requester: { select: friendSelect }, addressee: { select: friendSelect } },
    orderBy: [{ acceptedAt: "desc" }, { id: "desc" }],
  });
  return rows.map((row) => {
    const friend = row.requester.id === userId ? row.addressee : row.requester;
    const hidden = !revealsMember(friend, viewer);
    return {
      id: friend.id,
      username: displayNameFor(friend, viewer),
      is_anonymous: friend.isAnonymous,
      firstname: hidden ? null : friend.firstname,
      lastname: hidden ? null : friend.lastname,
      friend_since: (row.acceptedAt ?? row.createdAt).toISOString(),
    };
  });
}

/**
 * Where the viewer stands with a member: for the add-friend button on their profile. Null for an unknown id or a
 * child still waiting for consent, like every other lookup by id.
 */
export async function getFriendshipState({ viewer, userId }: { viewer: SessionUser; userId: number }): Promise<FriendshipState | null> {
  if (viewer.id === userId) return "self";
  const member = await db.user.findFirst({ where: { id: userId, ...MEMBERS_ONLY }, select: { id: true } });
  if (!member) return null;
  const row = await db.friendship.findFirst({
    where: {
      OR: [
        { requesterId: viewer.id, addresseeId: userId },
        { requesterId: userId, addresseeId: viewer.id },
      ],
    },
    select: { status: true, requesterId: true },
  });
  if (!row) return "none";
  if (row.status === "ACCEPTED") return "friends";
  return row.requesterId === viewer.id ? "sent" : "received";
}
