// How search text is cut into words, folded to plain letters and marked in what was found. Browser-safe: the
// cards mark their matches with the same rules the database matched them by (migration report_search, fg_fold).

/** The most words a search is made of; more are ignored. */
export const SEARCH_WORDS_MAX = 8;

const FOLD_FROM = "åäöéèëüáàæøâ";
const FOLD_TO = "aaoeeeuaaaoa";

/** Lower case without Swedish diacritics, letter for letter as the database's fg_fold(). */
export function foldText(value: string): string {
  let out = "";
  for (const char of value.toLowerCase()) {
    const at = FOLD_FROM.indexOf(char);
    out += at >= 0 ? FOLD_TO[at] : char;
  }
  return out;
}

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

export type TextPart = { text: string; match: boolean };

/** The text cut into parts, the words that start with one of the stems marked as matches. */
export function markMatches(text: string, stems: readonly string[]): TextPart[] {
  if (stems.length === 0 || !text) return [{ text, match: false }];
  const parts: TextPart[] = [];
  const pattern = /[\p{L}\p{N}]+/gu;
  let last = 0;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    const word = foldText(found[0]);
    if (!stems.some((stem) => stem.length > 0 && word.startsWith(stem))) continue;
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** The stems a search's words are marked by. */
export function searchStems(query: string | undefined): string[] {
  return query ? searchWords(query).map(wordStem) : [];
}
