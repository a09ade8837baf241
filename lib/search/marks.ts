// Search text folded to plain letters and the found words marked, as the cards in the browser do it: by the same
// rules the database matched them by (migration report_search, fg_fold). Browser-safe and small on purpose.

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
