// What text the site accepts from anyone, checked once for every request (lib/http.ts) and by the shared fields.
// PostgreSQL refuses NUL in text and UTF-8 has no encoding for a lone surrogate, so either would otherwise
// reach the database as a 500; other control characters only hide text from the people who read it.
// Browser-safe and without zod, so forms may use it too.

export const textMessages = {
  invalidCharacters: "Fältet innehåller otillåtna tecken",
  lineBreaks: "Fältet får inte innehålla radbrytningar eller tabbar",
  request: "Förfrågan innehåller otillåtna tecken",
} as const;

/**
 * NUL and the other C0 controls except tab, line feed and carriage return; DEL and the C1 controls; and a
 * surrogate that is not half of a pair (with the u flag a well-formed pair is one code point above U+FFFF).
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;
const LINE_BREAKS = /[\t\n\r]/;

/** Whether text may be stored as multi-line text (notes, article content): tab and line breaks allowed. */
export function isAcceptableText(value: string): boolean {
  return !FORBIDDEN.test(value);
}

/** Whether text may be stored in a single-line field: nothing isAcceptableText refuses, and no tab or line break. */
export function isAcceptableLine(value: string): boolean {
  return isAcceptableText(value) && !LINE_BREAKS.test(value);
}

/**
 * The path ("items.0.name") of the first string in a JSON value, keys included, that isAcceptableText refuses,
 * or null when every string is acceptable. A key is named by its own path.
 */
export function findUnacceptableText(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === "string") return isAcceptableText(value) ? null : pathName(path);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnacceptableText(value[index], [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (!isAcceptableText(key)) return pathName([...path, key]);
      const found = findUnacceptableText(child, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

function pathName(path: (string | number)[]): string {
  return path.length ? path.map(String).join(".") : "_";
}
