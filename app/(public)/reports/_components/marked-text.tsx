// A searched word marked where a card shows it, and a short quote of the bait, method or notes a search found.
import { markMatches } from "@/lib/search/marks";
import styles from "./marked-text.module.css";

export function Marked({ text, stems }: { text: string; stems: readonly string[] }) {
  if (stems.length === 0) return <>{text}</>;
  return (
    <>
      {markMatches(text, stems).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

const QUOTE_CHARS = 90;

/** The first of the texts a stem is found in, cut to about QUOTE_CHARS around the match; nothing without a match. */
export function MatchSnippet({ texts, stems }: { texts: readonly (string | null)[]; stems: readonly string[] }) {
  if (stems.length === 0) return null;
  for (const text of texts) {
    if (!text) continue;
    const parts = markMatches(text, stems);
    const at = parts.findIndex((part) => part.match);
    if (at < 0) continue;
    const before = parts.slice(0, at).map((part) => part.text).join("");
    const start = Math.max(0, before.length - QUOTE_CHARS / 3);
    const cut = start > 0 ? before.indexOf(" ", start) + 1 || start : 0;
    const quote = text.slice(cut, cut + QUOTE_CHARS);
    return (
      <small className={styles.snippet}>
        {cut > 0 ? "…" : ""}
        <Marked text={quote} stems={stems} />
        {cut + QUOTE_CHARS < text.length ? "…" : ""}
      </small>
    );
  }
  return null;
}
