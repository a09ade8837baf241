// The catalogue as the browser uses it while a member types a catch: which species the text names, and whether
// the length is under the national minimum size. Reads the catalogue file itself, so no request is needed.
import { SPECIES, type SpeciesFacts } from "./catalogue";
import { buildSpeciesIndex, matchSpecies, suggestSpecies } from "./match";

const CATALOGUE = SPECIES.map((species, id) => ({ ...species, id }));
const INDEX = buildSpeciesIndex(CATALOGUE);

/** The species a free text names, or null. */
export function speciesNamed(text: string): SpeciesFacts | null {
  return matchSpecies(INDEX, text);
}

/**
 * 'Under minimimåttet 45 cm för gös – ska släppas tillbaka' when the length (as typed, "42,5" or "42.5") is under
 * the species' national minimum size; null otherwise. Local rules can be stricter: the species page says so.
 */
export function underMinimumSize(fish: string, length: string): string | null {
  const species = speciesNamed(fish);
  const value = Number(length.trim().replace(",", "."));
  if (!species?.legalMinLengthCm || !Number.isFinite(value) || value <= 0) return null;
  if (value >= species.legalMinLengthCm) return null;
  return `Under minimimåttet ${species.legalMinLengthCm} cm för ${species.name.toLowerCase()} – ska släppas tillbaka`;
}

/** The names to suggest for what has been typed in the fish field ('gäd' → Gädda, 'havsö' → Öring). */
export function suggestSpeciesNames(text: string): string[] {
  return suggestSpecies(CATALOGUE, text).map((species) => species.name);
}
