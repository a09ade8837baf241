// A member's logbook figures: the best catch of each species and this season's numbers. Browser-safe: the public
// profile reads them from the database (lib/profiles/queries.ts), /my-profile works them out from the member's
// own list with the functions below, by the same rules.
import { todayInSweden } from "@/lib/calendar";

export type SpeciesBest = {
  species: { slug: string; name: string };
  reportId: number;
  /** kilograms and centimetres as the API writes them ("9.40", "98.0") */
  weight: string;
  length: string;
  fishingDate: string;
};

export type SeasonFigures = {
  year: number;
  catches: number;
  species: number;
  /** kilograms, as a decimal string */
  totalWeight: string;
  released: number;
};

type LoggedCatch = {
  id: number;
  species: { slug: string; name: string } | null;
  weight: string;
  length: string;
  fishing_date: string;
  released: boolean;
};

/** The year the season is counted in: the current year in Sweden. */
export function currentSeason(now = new Date()): number {
  return Number(todayInSweden(now).slice(0, 4));
}

/** Per species, the heaviest catch (then the longest, then the earliest posted), by species name. */
export function bestsOf(catches: readonly LoggedCatch[]): SpeciesBest[] {
  const best = new Map<string, LoggedCatch>();
  for (const c of catches) {
    if (!c.species) continue;
    const held = best.get(c.species.slug);
    const heavier = !held || Number(c.weight) > Number(held.weight) || (Number(c.weight) === Number(held.weight) && (Number(c.length) > Number(held.length) || (Number(c.length) === Number(held.length) && c.id < held.id)));
    if (heavier) best.set(c.species.slug, c);
  }
  const collator = new Intl.Collator("sv");
  return [...best.values()]
    .map((c) => ({ species: { slug: c.species!.slug, name: c.species!.name }, reportId: c.id, weight: c.weight, length: c.length, fishingDate: c.fishing_date }))
    .sort((a, b) => collator.compare(a.species.name, b.species.name));
}

/** This season's figures: catches fished this year, the species among them, their total weight, how many released. */
export function seasonOf(catches: readonly LoggedCatch[], year = currentSeason()): SeasonFigures {
  const mine = catches.filter((c) => c.fishing_date.startsWith(`${year}-`));
  const total = mine.reduce((sum, c) => sum + Math.round(Number(c.weight) * 100), 0);
  return {
    year,
    catches: mine.length,
    species: new Set(mine.flatMap((c) => (c.species ? [c.species.slug] : []))).size,
    totalWeight: (total / 100).toFixed(2),
    released: mine.filter((c) => c.released).length,
  };
}
