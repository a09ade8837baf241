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
 * or null when every string is acceptable. A key is named by its own path. Walks with its own stack, so a body
 * nested thousands of levels deep (which JSON.parse accepts) cannot overflow the call stack.
 */
export function findUnacceptableText(root: unknown): string | null {
  // Each entry knows its parent, so the path is built only for the string that is refused.
  type Entry = { value: unknown; key?: string | number; parent?: Entry };
  const pathOf = (entry: Entry, key?: string): (string | number)[] => {
    const path: (string | number)[] = key === undefined ? [] : [key];
    for (let at: Entry | undefined = entry; at?.key !== undefined; at = at.parent) path.unshift(at.key);
    return path;
  };
  const pending: Entry[] = [{ value: root }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const { value } = entry;
    if (typeof value === "string") {
      if (!isAcceptableText(value)) return pathName(pathOf(entry));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) pending.push({ value: value[index], key: index, parent: entry });
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value);
      for (const [key] of entries) if (!isAcceptableText(key)) return pathName(pathOf(entry, key));
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        pending.push({ value: child, key, parent: entry });
      }
    }
  }
  return null;
}

function pathName(path: (string | number)[]): string {
  return path.length ? path.map(String).join(".") : "_";
}
