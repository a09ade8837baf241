import { describe, expect, it } from "vitest";
import { findUnacceptableText, isAcceptableLine, isAcceptableText } from "@/lib/validation/text";

describe("isAcceptableText", () => {
  it.each([
    ["NUL", "ab\u0000c"],
    ["a lone high surrogate", "\ud800x"],
    ["a lone low surrogate", "x\udc00"],
    ["a high surrogate at the end", "abc\ud83c"],
    ["BEL", "a\u0007"],
    ["vertical tab", "a\u000bb"],
    ["form feed", "a\u000cb"],
    ["escape", "\u001b[31m"],
    ["DEL", "a\u007f"],
    ["a C1 control", "a\u0085b"],
  ])("refuses %s", (_name, value) => {
    expect(isAcceptableText(value)).toBe(false);
  });

  it.each([
    ["Swedish letters", "Gädda vid Åhus, öring"],
    ["an emoji (a surrogate pair)", "Fin fångst 🎣🐟"],
    ["tab and line breaks", "rad 1\r\nrad 2\n\tindrag"],
    ["the empty string", ""],
    ["non-breaking space and other Latin-1 letters", "\u00a0é ü ß"],
  ])("accepts %s", (_name, value) => {
    expect(isAcceptableText(value)).toBe(true);
  });
});

describe("isAcceptableLine", () => {
  it.each(["a\nb", "a\rb", "a\tb", "a\u0000b", "\ud800"])("refuses %j", (value) => {
    expect(isAcceptableLine(value)).toBe(false);
  });

  it("accepts one line of ordinary text", () => {
    expect(isAcceptableLine("Vättern vid Hjo 🎣")).toBe(true);
  });
});

describe("findUnacceptableText", () => {
  it("names the first bad string by its path, at any depth, keys included", () => {
    expect(findUnacceptableText({ username: "\u0000", password: "x" })).toBe("username");
    expect(findUnacceptableText({ a: { b: [1, "ok", "bad\ud800"] } })).toBe("a.b.2");
    expect(findUnacceptableText({ ok: true, nested: { ["k\u0000"]: 1 } })).toBe("nested.k\u0000");
    expect(findUnacceptableText("\u0001")).toBe("_");
  });

  it("answers null when every string is acceptable", () => {
    expect(findUnacceptableText({ notes: "rad\nrad", n: 4.2, list: ["a", null, false], emoji: "🎣" })).toBeNull();
  });
});

describe("findUnacceptableText on deep bodies", () => {
  it("walks a body nested far deeper than the call stack allows", () => {
    const depth = 30_000;
    const deep = JSON.parse(`${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`) as unknown;
    expect(findUnacceptableText(deep)).toBe(Array.from({ length: depth }, () => "0").join("."));
    expect(findUnacceptableText(JSON.parse(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`))).toBeNull();
  });
});
