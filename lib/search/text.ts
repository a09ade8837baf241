// How search text is cut into words and stems (the marking itself: marks.ts, which the cards load without this).
import { foldText } from "@/lib/search/marks";

export { foldText };

/** The most words a search is made of; more are ignored. */
export const SEARCH_WORDS_MAX = 8;

/**
 * Words that ask rather than describe ("vad tar gösen på", "när hugger gäddan", "bästa betet för abborre"): no
 * catch report is written with them, so a search leaves them out as it leaves out Swedish stop words. A search of
 * nothing but these finds nothing, as one of stop words does.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  "tar", "tog", "nappar", "hugger", "biter", "fungerar", "funkar", "fångar", "fångas", "fiskar", "fiska",
  "bäst", "bästa", "bra", "vilket", "vilken", "vilka", "hur", "när", "var", "vart", "varför", "vad", "för", "med",
]);

/** The words of a search (letters and digits, lower case, question words left out), at most SEARCH_WORDS_MAX, each once. */
export function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !QUESTION_WORDS.has(word));
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/**
 * The part of a searched word that a word in the text must start with to count as the same word: the whole of a
 * short word, and a longer word without its last two letters, Swedish inflections being mostly endings
 * ('gäddor' → 'gädd' finds 'gädda', 'gadda' → 'gad' finds 'Gädda').
 */
export function wordStem(word: string): string {
  const folded = foldText(word);
  return folded.length <= 4 ? folded.slice(0, Math.max(3, folded.length - 1)) : folded.slice(0, folded.length - 2);
}

/** The stems a search's words are marked by. */
export function searchStems(query: string | undefined): string[] {
  return query ? searchWords(query).map(wordStem) : [];
}
