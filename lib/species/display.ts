// How the species pages and catch cards write the catalogue's figures. Safe for the browser.

/** Where Sportfiskarna explain how a big fish is registered (the site registers nothing itself). */
export const BIG_FISH_RULES_URL = "https://www.sportfiskarna.se/Storfiskregistret/Regler-och-minimivikter";

/** 12000 → "12 kg", 1500 → "1,5 kg", 700 → "700 g". */
export function formatGrams(grams: number): string {
  if (grams < 1000) return `${grams} g`;
  return `${KG.format(grams / 1000)} kg`;
}

const KG = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 2 });

/** "40 %" of the catches released, or "–" when there are none. */
export function releasedShare(released: number, total: number): string {
  return total ? `${Math.round((released / total) * 100)} %` : "–";
}

/** "1 fångst", "1 234 fångster". */
export const catchCount = (count: number) => (count === 1 ? "1 fångst" : `${count.toLocaleString("sv-SE")} fångster`);
