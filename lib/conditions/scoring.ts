// How good a day looks for a species, from what the community's catches show: for each thing known about the day
// (its month, its moon phase, the air pressure's direction), the share of the species' catches made under it
// against the share if it made no difference. Every score comes with its reasons in words. Browser-safe and pure.
import { swedishNumber } from "@/lib/conditions/fields";
import type { Pattern } from "@/lib/conditions/pattern-types";

export type Factor = { pattern: Pattern | null; key: string; label: string; what: string };

export type Score = { score: number | null; reasons: string[] };

const pct = (share: number) => `${swedishNumber(share * 100, 0)} %`;

/**
 * The day's score, 0–100 with 50 as an ordinary day: the geometric mean of each factor's ratio (its share of the
 * catches over the share expected by chance), r, turned into 100·r/(r+1). A factor without enough catches behind it
 * says so and counts for nothing.
 */
export function scoreDay(factors: Factor[], subjectWords: string): Score {
  const subject = subjectWords ? ` ${subjectWords}` : "";
  const ratios: number[] = [];
  const reasons: string[] = [];
  for (const factor of factors) {
    if (!factor.pattern) {
      reasons.push(`${factor.what}: för få fångster${subject} för att säga något.`);
      continue;
    }
    const bar = factor.pattern.bars.find((b) => b.key === factor.key);
    const share = (bar?.count ?? 0) / factor.pattern.total;
    const expected = 1 / factor.pattern.bars.length;
    ratios.push(Math.max(share / expected, 0.1));
    const context = factor.what.startsWith("Med ") ? ` ${factor.what.toLowerCase()}` : "";
    reasons.push(`${factor.label}: ${pct(share)} av fångsterna${subject}${context} (utan samband väntat ${pct(expected)}).`);
  }
  if (ratios.length === 0) return { score: null, reasons };
  const mean = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
  return { score: Math.round((100 * mean) / (mean + 1)), reasons };
}

/** The score in words. */
export function scoreWord(score: number | null): string {
  if (score === null) return "Okänt";
  if (score >= 65) return "Mycket bra";
  if (score >= 55) return "Bra";
  if (score >= 45) return "Medel";
  return "Svagt";
}
