// The search box's suggestions: catches by the same search as /reports?q= (from its cache), species from the
// catalogue, published news by title, and members exactly as GET /api/profile/search finds them (members only).
import "server-only";
import { z } from "zod/mini";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { articlePath } from "@/lib/news/messages";
import { searchUsers } from "@/lib/profiles/queries";
import { escapeLikeWildcards } from "@/lib/profiles/search";
import { reportFilterSchema } from "@/lib/reports/filters";
import { SPECIES } from "@/lib/species/catalogue";
import { normaliseSpeciesText } from "@/lib/species/match";
import { getCachedFilteredPage } from "@/lib/search/cached";
import { SUGGEST_GROUP_SIZE, SUGGEST_QUERY_MAX, SUGGEST_QUERY_MIN, type Suggestions } from "@/lib/search/suggest-types";

const message = `Sökningen måste innehålla ${SUGGEST_QUERY_MIN}–${SUGGEST_QUERY_MAX} tecken`;

/** GET /api/search/suggest?q= */
export const suggestQuerySchema = z.object({
  q: z.pipe(
    z.pipe(z.string({ error: message }), z.transform((value) => value.replace(/\s+/g, " ").trim())),
    z.string().check(z.minLength(SUGGEST_QUERY_MIN, message), z.maxLength(SUGGEST_QUERY_MAX, message)),
  ),
});

function matchingSpecies(query: string) {
  const key = normaliseSpeciesText(query);
  return SPECIES.filter((species) => [species.name, ...species.aliases].some((name) => normaliseSpeciesText(name).startsWith(key)))
    .slice(0, SUGGEST_GROUP_SIZE)
    .map((species) => ({ slug: species.slug, name: species.name, latin: species.latin }));
}

async function matchingNews(query: string) {
  const rows = await db.newsArticle.findMany({
    where: { published: true, title: { contains: escapeLikeWildcards(query), mode: "insensitive" } },
    select: { id: true, title: true },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: SUGGEST_GROUP_SIZE,
  });
  return rows.map((row) => ({ id: row.id, title: row.title, path: articlePath(row) }));
}

async function matchingCatches(query: string) {
  const filter = reportFilterSchema.parse({ q: query });
  const page = await getCachedFilteredPage({ filter, order: "relevance", cursor: null, limit: SUGGEST_GROUP_SIZE });
  // The public form: an anonymous member's catch carries only their anonymous name.
  return page.reports.map((report) => ({
    id: report.id,
    fish: report.fish,
    weight: report.weight,
    location: report.location,
    fishing_date: report.fishing_date,
    username: report.username,
  }));
}

export async function suggest({ viewer, query }: { viewer: SessionUser | null; query: string }): Promise<Suggestions> {
  const [catches, news, members] = await Promise.all([
    matchingCatches(query),
    matchingNews(query),
    viewer ? searchUsers({ viewer, query }).then((users) => users.slice(0, SUGGEST_GROUP_SIZE)) : Promise.resolve(null),
  ]);
  return { catches, species: matchingSpecies(query), news, members };
}
