// The SQL that puts the catalogue in the `species` table and links the reports that name a species. A migration
// carries this text (written by `npx tsx scripts/species-sql.mjs`); a unit test keeps the two the same, so a change
// to the catalogue comes with a migration that brings it to every database.
import { matchKeys } from "./match";
import type { SpeciesFacts } from "./catalogue";

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => (values.length ? `ARRAY[${values.map(text).join(", ")}]` : "ARRAY[]::text[]");
const numberOrNull = (value: number | null) => (value === null ? "NULL" : String(value));

/**
 * The database's spelling of normaliseSpeciesText (lib/species/match.ts) for a column: lower case, the accented
 * letters anglers type (small or capital) without their accents, runs of spaces, hyphens and underscores as one
 * space, trimmed.
 */
export function sqlNormalised(column: string): string {
  const accented = "åäöéèêëüáàâíìîóòôúùûç";
  const plain = "aaoeeeeuaaaiiiooouuuc";
  // Capitals too: lower() leaves Å, Ä and Ö alone in a database whose locale is C (the embedded one).
  return `btrim(regexp_replace(translate(lower(${column}), '${accented}${accented.toUpperCase()}', '${plain}${plain}'), '[[:space:]_-]+', ' ', 'g'))`;
}

/** Links every report not yet filed under a species to the one its free text names (seeds run it too). */
export const LINK_REPORTS_SQL = [
  `UPDATE "reports" r SET "species_id" = s."id" FROM "species" s`,
  `WHERE r."species_id" IS NULL AND ${sqlNormalised('r."fish"')} = ANY (s."match_keys");`,
].join("\n");

/** Inserts or updates every species by slug, then links each report whose free text names one. */
export function catalogueSql(catalogue: readonly SpeciesFacts[]): string {
  const rows = catalogue.map(
    (s) =>
      `  (${text(s.slug)}, ${text(s.name)}, ${text(s.latin)}, ${textArray(s.aliases)}, ${textArray(matchKeys(s))}, ` +
      `${numberOrNull(s.bigFishMinGrams)}, ${numberOrNull(s.legalMinLengthCm)}, ${s.legalNote === null ? "NULL" : text(s.legalNote)}, ${text(s.water)})`,
  );
  return [
    "-- Catalogue rows, written by `npx tsx scripts/species-sql.mjs` from lib/species/catalogue.ts.",
    'INSERT INTO "species" ("slug", "name", "latin", "aliases", "match_keys", "big_fish_min_grams", "legal_min_length_cm", "legal_note", "water") VALUES',
    rows.join(",\n"),
    'ON CONFLICT ("slug") DO UPDATE SET "name" = EXCLUDED."name", "latin" = EXCLUDED."latin", "aliases" = EXCLUDED."aliases",',
    '  "match_keys" = EXCLUDED."match_keys", "big_fish_min_grams" = EXCLUDED."big_fish_min_grams",',
    '  "legal_min_length_cm" = EXCLUDED."legal_min_length_cm", "legal_note" = EXCLUDED."legal_note", "water" = EXCLUDED."water";',
    "",
    "-- Reports whose free text names a species (as lib/species/match.ts decides) are linked to it.",
    LINK_REPORTS_SQL,
    "",
  ].join("\n");
}
