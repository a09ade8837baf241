// A report filter as SQL over `reports r`, each condition written the way one of the indexes of migration
// report_search (or an older one) answers it: the EXPLAIN test (filter-plans.integ.test.ts) holds them to that.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { normaliseSpeciesText } from "@/lib/species/match";
import { SEASON_MONTHS, type ReportFilter } from "@/lib/reports/filters";
import { escapeLikeWildcards } from "@/lib/profiles/search";
import { foldText, searchWords } from "@/lib/search/text";

/** What a filter needs from the database before it can be written: its species, and its words that carry meaning. */
export type ResolvedFilter = { filter: ReportFilter; speciesId: number | null; words: string[] };

/**
 * Looks up the catalogue species a species filter names (by slug, name or a recorded spelling) and drops the
 * search's Swedish stop words ('på', 'vad', 'och'), which the text search would refuse to match anything with.
 */
export async function resolveFilter(filter: ReportFilter): Promise<ResolvedFilter> {
  const [speciesId, words] = await Promise.all([
    filter.species ? findSpeciesId(filter.species) : Promise.resolve(null),
    filter.q ? meaningfulWords(searchWords(filter.q)) : Promise.resolve([]),
  ]);
  return { filter, speciesId, words };
}

async function findSpeciesId(text: string): Promise<number | null> {
  const key = normaliseSpeciesText(text);
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM species WHERE slug = ${text} OR ${key} = ANY(match_keys) ORDER BY (slug = ${text}) DESC LIMIT 1`;
  return rows[0]?.id ?? null;
}

async function meaningfulWords(words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await db.$queryRaw<{ word: string }[]>`
    SELECT w AS word FROM unnest(${words}::text[]) WITH ORDINALITY AS t(w, n)
    WHERE numnode(plainto_tsquery('swedish', w)) > 0 ORDER BY n`;
  return rows.map((row) => row.word);
}

const contains = (column: Prisma.Sql, value: string) =>
  Prisma.sql`fg_fold(${column}) LIKE ${`%${escapeLikeWildcards(foldText(value))}%`}`;

/** One word of a search: the Swedish stem (or a word it starts) or, for a misspelt word, its trigrams. */
function wordCondition(word: string): Prisma.Sql {
  return Prisma.sql`(r.search_document @@ to_tsquery('swedish', ${`${word}:*`}) OR r.search_text %> ${foldText(word)})`;
}

/** The WHERE conditions of a filter, joined by AND; null when it filters nothing. */
export function filterConditions({ filter, speciesId, words }: ResolvedFilter): Prisma.Sql | null {
  const parts: Prisma.Sql[] = [];
  if (filter.species) {
    parts.push(speciesId !== null ? Prisma.sql`r.species_id = ${speciesId}` : Prisma.sql`fg_fold(r.fish) = ${foldText(filter.species)}`);
  }
  if (filter.from) parts.push(Prisma.sql`r.fishing_date >= ${filter.from}::date`);
  if (filter.to) parts.push(Prisma.sql`r.fishing_date <= ${filter.to}::date`);
  if (filter.month) parts.push(Prisma.sql`EXTRACT(MONTH FROM r.fishing_date)::int = ${filter.month}`);
  if (filter.season) parts.push(Prisma.sql`EXTRACT(MONTH FROM r.fishing_date)::int = ANY(${[...SEASON_MONTHS[filter.season]]}::int[])`);
  if (filter.place) parts.push(contains(Prisma.raw("r.location"), filter.place));
  if (filter.bait) parts.push(contains(Prisma.raw("r.bait"), filter.bait));
  if (filter.method) parts.push(contains(Prisma.raw("r.method"), filter.method));
  if (filter.weight_min) parts.push(Prisma.sql`r.weight >= ${filter.weight_min}::numeric`);
  if (filter.weight_max) parts.push(Prisma.sql`r.weight <= ${filter.weight_max}::numeric`);
  if (filter.length_min) parts.push(Prisma.sql`r.length >= ${filter.length_min}::numeric`);
  if (filter.length_max) parts.push(Prisma.sql`r.length <= ${filter.length_max}::numeric`);
  if (filter.photo) parts.push(Prisma.sql`r.image IS NOT NULL`);
  if (filter.released) parts.push(Prisma.sql`r.released`);
  if (filter.personal_best) parts.push(Prisma.sql`r.is_personal_best`);
  if (filter.big_fish) {
    // Per species from its own minimum: a range of the (species_id, weight) index for each species that has one.
    parts.push(Prisma.sql`r.id IN (
      SELECT b.id FROM species s JOIN reports b ON b.species_id = s.id
      WHERE s.big_fish_min_grams IS NOT NULL AND b.weight >= s.big_fish_min_grams / 1000.0)`);
  }
  // A search whose every word is a stop word finds nothing, as a search for nothing would.
  if (filter.q) parts.push(words.length === 0 ? Prisma.sql`false` : Prisma.join(words.map(wordCondition), " AND "));
  return parts.length === 0 ? null : Prisma.join(parts, " AND ");
}

/**
 * How well a report answers the search: the text search's rank (the fish weighs most, then the place, the bait and
 * method, the notes) plus how closely each word is spelt somewhere in the text and in the fish, so a misspelt fish
 * still ranks its catches above a mention in someone's notes. Rounded, so a page marker holds it exactly.
 */
export function rankExpression(words: readonly string[]): Prisma.Sql {
  const query = words.map((word) => `${word.replace(/'/g, "")}:*`).join(" | ");
  const closeness = words.map(
    (word) => Prisma.sql`word_similarity(${foldText(word)}, r.search_text) + word_similarity(${foldText(word)}, fg_fold(r.fish))`,
  );
  return Prisma.sql`round((ts_rank(r.search_document, to_tsquery('swedish', ${query})) + ${Prisma.join(closeness, " + ")})::numeric, 6)`;
}
