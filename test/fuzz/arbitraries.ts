// Generators for hostile requests: values that have broken parsers, databases and logs elsewhere (NUL, lone
// surrogates, control characters, huge strings and numbers, prototype keys), arbitrary and malformed JSON,
// wrong content types, and multipart forms with random fields and files.
import fc from "fast-check";

/** Lone surrogates go into JSON as \\udXXX escapes, so they arrive intact instead of as U+FFFD. */
const HOSTILE_PIECES = [
  "\u0000",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "\ud83d",
  "\u0001",
  "\u0008",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\u202e",
  "\u200b",
  "\ufeff",
  "\ufffe",
  "\uffff",
  "\r\n",
  "\t",
  "%00",
  "%",
  "%ZZ",
  "%ED%A0%80",
  "\\",
  "/",
  "../",
  "'",
  '"',
  "`",
  "<script>",
  "&amp;",
  "${x}",
  "{{x}}",
  "Åsa",
  "ö",
  "😀",
  " ",
  "@",
  "a@b.se",
];

/** Strings that look like numbers, dates or ids to a careless parser. */
export const NUMBERISH = [
  "",
  "0",
  "-0",
  "-1",
  "1.5",
  "0.05",
  "1e3",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "0x10",
  "0b1",
  "1_000",
  " 1",
  "1 ",
  "+1",
  "01",
  "١٢",
  "９",
  "99999999999999999999999999999999",
  "2147483648",
  "9007199254740993",
  "2026-02-30",
  "0000-00-00",
  "9999-12-31",
  "1899-12-31",
  "2026-06-01T00:00:00Z",
  "000000",
  "abcde-23456",
  "true",
  "null",
];

export const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "__defineGetter__",
  "is_admin",
  "isAdmin",
  "user_id",
  "userId",
  "id",
];

const hugeString = fc
  .tuple(fc.constantFrom(256, 4_097, 70_000), fc.constantFrom("a", "å", "\u0000", "😀", "\ud800"))
  .map(([n, c]) => c.repeat(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ maxLength: 6 })), { maxLength: 10 }).map((p) => p.join("")) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERISH) },
  { weight: 1, arbitrary: hugeString },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.1, 1.5, -1.5, 999.9, 999.95, 1000, 121, 1e21, 1e308, -1e308, 5e-324, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 2 ** 63),
  fc.double(),
  fc.integer(),
  fc.maxSafeInteger(),
);

const protoObject = fc
  .array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 1 })), { minLength: 1, maxLength: 3 })
  .map((pairs) => rawObject(pairs.map(([k, v]) => [k, JSON.stringify(v)])));

/** Literals JSON.parse refuses or reads surprisingly (1e999 is Infinity), plus escapes that decode to hostile strings. */
const RAW_VALUE_TEXT = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "-1e999",
  "1e-999",
  "-0",
  "01",
  "0x1F",
  "undefined",
  ".5",
  "1.",
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"a\\udc00b"',
  '"\\udbff\\udbff"',
  '"\\u0000\\u001f\\u007f\\u0085"',
  '"\\u202e\\u2028"',
  "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
  "{}",
  "[]",
  "true",
  "null",
];

/** The text of one JSON value, hostile or merely unexpected. */
export const valueText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileString.map((s) => JSON.stringify(s)) },
  { weight: 3, arbitrary: hostileNumber.map((n) => JSON.stringify(n)) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_VALUE_TEXT) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }).map((a) => JSON.stringify(a)) },
  { weight: 1, arbitrary: protoObject },
  { weight: 1, arbitrary: fc.boolean().map(String) },
);

/** An object written by hand, so keys may repeat and __proto__ is an ordinary key in the text. */
export function rawObject(pairs: readonly (readonly [string, string])[]): string {
  return `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;
}

export const keyText = (expected: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: expected.length ? fc.constantFrom(...expected) : fc.constant("x") },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: hostileString },
  );

/** Pieces slipped into an otherwise valid value: the cases a validator most easily lets through. */
const INJECTED = ["\u0000", "\ud800", "\udfff", "\u0001", "\u001b", "\u007f", "\u202e", "\ufeff", "\u2028", "%00", "\r\n", "😀"];

/** The valid string with a hostile piece put in at some position. */
export const injected = (valid: string): fc.Arbitrary<string> =>
  fc.tuple(fc.nat({ max: valid.length }), fc.constantFrom(...INJECTED)).map(([at, piece]) => valid.slice(0, at) + piece + valid.slice(at));

/**
 * A replacement for one field's value: a hostile piece slipped into the valid value, or any hostile value. As text,
 * so lone surrogates travel as escapes.
 */
const replacementText = (valid: unknown): fc.Arbitrary<string> =>
  typeof valid === "string" ? fc.oneof(injected(valid).map((s) => JSON.stringify(s)), valueText) : valueText;

type Mode = "one" | "each";

/**
 * The handler's valid body with one field replaced (the others valid, so the value reaches the code behind the
 * validator) or with every field kept, dropped or replaced, plus stray keys.
 */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  return fc
    .tuple(
      fc.constantFrom<Mode>("one", "one", "each"),
      fc.nat(),
      fc.tuple(...keys.map((key) => fc.tuple(fc.constantFrom("keep", "drop", "hostile", "hostile"), replacementText(valid[key])))),
      fc.array(fc.tuple(keyText(keys), valueText), { maxLength: 3 }),
      fc.nat({ max: 3 }),
    )
    .map(([mode, which, choices, extras, extraCount]) => {
      const pairs: [string, string][] = [];
      keys.forEach((key, i) => {
        const [choice, hostile] = choices[i]!;
        const replace = mode === "one" ? i === which % keys.length : choice === "hostile";
        if (replace) pairs.push([key, hostile]);
        else if (mode === "one" || choice === "keep") pairs.push([key, JSON.stringify(valid[key])]);
      });
      return rawObject([...pairs, ...(mode === "one" ? extras.slice(0, extraCount === 0 ? 1 : 0) : extras)]);
    });
}

const MALFORMED_JSON = [
  "",
  " ",
  "{",
  "}",
  "[",
  '{"a":}',
  "{'a':1}",
  "{a:1}",
  "nul",
  "\u0000",
  '{"a":1,}',
  "[1,2",
  '"unterminated',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  "\ufeff{}",
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  "NaN",
  "[]",
  "null",
  "42",
  '"text"',
  "[".repeat(20_000),
  `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`,
  `${"[".repeat(3_000)}${"]".repeat(3_000)}`,
];

export const malformedJson = (validText: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...MALFORMED_JSON),
    fc.nat({ max: Math.max(0, validText.length - 1) }).map((n) => validText.slice(0, n)),
    fc.string({ unit: "binary", maxLength: 40 }),
  );

export const WRONG_CONTENT_TYPES = [
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=fisk",
  "application/xml",
  "application/octet-stream",
  "",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
  "application/jsonx",
  "image/png",
  "*/*",
];

/** Bytes that start like an image (so they reach the decoder) and then go wrong. */
const MAGIC = [
  [0xff, 0xd8, 0xff, 0xe0],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [...Buffer.from("GIF89a")],
  [...Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ")],
  [...Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'>")],
  [...Buffer.from("%PDF-1.4\n")],
  [0x4d, 0x5a],
  [],
];

export type FileSpec = { name: string; type: string; bytes: Uint8Array };

export const fileArb = (validImages: readonly Uint8Array[]): fc.Arbitrary<FileSpec> =>
  fc.record({
    name: fc.oneof(fc.constantFrom("bild.png", "foto.jpg", "a.svg", "..\\..\\etc\\passwd", "shell.php.jpg", "", "x".repeat(300)), hostileString),
    type: fc.constantFrom("image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml", "text/html", "application/octet-stream", ""),
    bytes: fc.oneof(
      { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 600 })).map(([head, tail]) => Uint8Array.from([...head, ...tail])) },
      { weight: 2, arbitrary: fc.constantFrom(...validImages) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...validImages), fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 8 }))
          .map(([image, at, junk]) => {
            const copy = Uint8Array.from(image);
            copy.set(junk.subarray(0, Math.max(0, copy.length - (at % copy.length))), at % copy.length);
            return copy;
          }),
      },
    ),
  });

export type FormEntry = { name: string; value: string | FileSpec };

/**
 * A form built from the handler's valid fields (one replaced, or each kept, dropped, replaced or sent as a file),
 * files in its file fields and stray fields.
 */
export function formEntries(valid: readonly [string, string][], fileFields: readonly string[], validImages: readonly Uint8Array[]) {
  const names = [...valid.map(([name]) => name), ...fileFields];
  const stray = fc.record({
    name: keyText(names),
    value: fc.oneof(hostileString, fileArb(validImages)) as fc.Arbitrary<string | FileSpec>,
  });
  return fc
    .tuple(
      fc.constantFrom<Mode>("one", "one", "each"),
      fc.nat(),
      fc.tuple(...valid.map(([, value]) => fc.tuple(fc.constantFrom("keep", "keep", "drop", "hostile", "file"), fc.oneof(injected(value), hostileString), fileArb(validImages)))),
      fc.array(fc.tuple(fc.constantFrom(...(fileFields.length ? fileFields : ["image"])), fileArb(validImages)), { maxLength: 2 }),
      fc.array(stray, { maxLength: 3 }),
    )
    .map(([mode, which, choices, files, extras]) => {
      const entries: FormEntry[] = [];
      valid.forEach(([name, value], i) => {
        const [choice, hostile, file] = choices[i]!;
        if (mode === "one") entries.push({ name, value: i === which % valid.length ? hostile : value });
        else if (choice === "keep") entries.push({ name, value });
        else if (choice === "hostile") entries.push({ name, value: hostile });
        else if (choice === "file") entries.push({ name, value: file });
      });
      for (const [name, file] of files) entries.push({ name, value: file });
      return [...entries, ...(mode === "one" ? [] : extras)];
    });
}

/** Multipart text written by hand: parts with no name, no final boundary, bad headers, a boundary that never comes. */
export const malformedMultipart: fc.Arbitrary<{ contentType: string; text: string }> = fc
  .tuple(
    fc.constantFrom(
      '--B\r\nContent-Disposition: form-data; name="fish"\r\n\r\nGädda\r\n--B--\r\n',
      '--B\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--B',
      "--B\r\nContent-Disposition: form-data\r\n\r\nx\r\n--B--\r\n",
      '--B\r\nContent-Disposition: form-data; name="a\u0000b"\r\n\r\n\u0000\r\n--B--\r\n',
      "--B\r\n\r\n\r\n--B--",
      "--B--",
      "no boundary at all",
      "",
      '--C\r\nContent-Disposition: form-data; name="fish"\r\n\r\nx\r\n--C--\r\n',
    ),
    fc.constantFrom("multipart/form-data; boundary=B", "multipart/form-data; boundary=", "multipart/form-data", 'multipart/form-data; boundary="B"', "application/x-www-form-urlencoded"),
    fc.option(fc.nat({ max: 200 }), { nil: undefined }),
  )
  .map(([text, contentType, cut]) => ({ contentType, text: cut === undefined ? text : text.slice(0, cut) }));

/** Ids and names for path segments: real ones, numbers a careless parseInt accepts, and hostile strings. */
export const ID_LIKE = ["0", "-1", "1.0", "01", "1e2", "+1", " 1", "999999999", "1000000000", "2147483648", "9".repeat(40), "0x1", "١", "1%00", "1\u0000", "1/..", "NaN", "..", "."];

export const segment = (real: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: real.length ? fc.constantFrom(...real) : fc.constant("1") },
    { weight: 2, arbitrary: (real.length ? fc.constantFrom(...real) : fc.constant("1")).chain(injected) },
    { weight: 2, arbitrary: fc.constantFrom(...ID_LIKE) },
    { weight: 3, arbitrary: hostileString },
  );

const QUERY_KEYS = [
  "sort", "cursor", "limit", "page", "q", "action", "status", "bbox", "zoom", "species", "since",
  // the report list's filters (lib/reports/list-address.mjs)
  "from", "to", "month", "season", "place", "bait", "method", "weight_min", "weight_max", "length_min", "length_max",
  "photo", "released", "personal_best", "big_fish",
  // the logbook export's (app/api/profile/catches/export)
  "format",
];
const RAW_QUERY_VALUES = ["%", "%ZZ", "%00", "a%00b", "%C0%AF", "%ED%A0%80", "%FF", "+", "a%2", "&&", "=="];

/** A raw query string: known keys with hostile values, repeats, and percent sequences that do not decode. */
export const queryString: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) },
        { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
        { weight: 1, arbitrary: hostileString },
      ),
      fc.oneof(
        hostileString.map(encodeLoosely),
        injected("gädda").map(encodeLoosely),
        fc.constantFrom(...NUMBERISH).map(encodeLoosely),
        fc.constantFrom(...RAW_QUERY_VALUES),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${encodeLoosely(key)}=${value}`).join("&"));

/** encodeURIComponent, with lone surrogates sent as the (invalid) UTF-8 a raw client could put on the wire. */
export function encodeLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => (/[\ud800-\udfff]/.test(ch) ? "%ED%A0%80" : encodeURIComponent(ch))).join("");
  }
}
