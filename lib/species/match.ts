// Matching an angler's free text ('Gädda ', 'gäddor', 'gadda') to a species of the catalogue. The text is
// normalised (case, diacritics, spaces) and must then equal a species' name or one of its recorded spellings as a
// whole: 'abborrfiske' or 'stor gädda från Vättern' match nothing, since a guess that is wrong would put a catch
// in someone else's statistics. What does not match stays free text (docs/decisions/150-species-catalogue.md).

/**
 * The form both sides are compared in: lower case, without diacritics (å→a, ä→a, ö→o, é→e), runs of spaces,
 * hyphens and underscores as one space, trimmed. The migration that maps old reports writes the same rule in
 * SQL (`translate`), so the two agree on every letter Swedish anglers type.
 */
export function normaliseSpeciesText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\s\-_]+/g, " ")
    .trim();
}

export type MatchableSpecies = { id: number; name: string; aliases: readonly string[] };

/** Every key a species is found by: its name and its recorded spellings, normalised. */
export function matchKeys(species: Pick<MatchableSpecies, "name" | "aliases">): string[] {
  return [...new Set([species.name, ...species.aliases].map(normaliseSpeciesText).filter(Boolean))];
}

/** An index from normalised key to species, built once per catalogue. Throws if two species share a key. */
export function buildSpeciesIndex<T extends MatchableSpecies>(catalogue: readonly T[]): Map<string, T> {
  const index = new Map<string, T>();
  for (const species of catalogue) {
    for (const key of matchKeys(species)) {
      const taken = index.get(key);
      if (taken && taken.id !== species.id) throw new Error(`"${key}" names both ${taken.name} and ${species.name}`);
      index.set(key, species);
    }
  }
  return index;
}

/** The species a free text names, or null. */
export function matchSpecies<T extends MatchableSpecies>(index: ReadonlyMap<string, T>, text: string): T | null {
  return index.get(normaliseSpeciesText(text)) ?? null;
}

/**
 * Suggestions while a member types: species whose name or a spelling starts with the text, names first, then
 * by name. Empty text suggests nothing.
 */
export function suggestSpecies<T extends MatchableSpecies>(catalogue: readonly T[], text: string, limit = 8): T[] {
  const query = normaliseSpeciesText(text);
  if (!query) return [];
  const byName: T[] = [];
  const byAlias: T[] = [];
  for (const species of catalogue) {
    if (normaliseSpeciesText(species.name).startsWith(query)) byName.push(species);
    else if (species.aliases.some((alias) => normaliseSpeciesText(alias).startsWith(query))) byAlias.push(species);
  }
  const collator = new Intl.Collator("sv");
  const sorted = (list: T[]) => list.sort((a, b) => collator.compare(a.name, b.name));
  return [...sorted(byName), ...sorted(byAlias)].slice(0, limit);
}
