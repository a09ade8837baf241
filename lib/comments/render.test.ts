import { describe, expect, it } from "vitest";
import { commentSegments } from "@/lib/comments/render";

describe("commentSegments", () => {
  it("makes web addresses links and keeps the rest as text", () => {
    expect(commentSegments("Kolla https://fiskeganget.se/arter/gadda och www.sportfiskarna.se!")).toEqual([
      { text: "Kolla " },
      { text: "https://fiskeganget.se/arter/gadda", href: "https://fiskeganget.se/arter/gadda" },
      { text: " och " },
      { text: "www.sportfiskarna.se", href: "http://www.sportfiskarna.se" },
      { text: "!" },
    ]);
  });

  it("never links other schemes, e-mail addresses or markup", () => {
    for (const body of ["javascript:alert(1)", "mailto:a@b.se", "kalle@example.se", "ftp://example.se/x", '<a href="https://x.se">x</a>']) {
      const links = commentSegments(body).filter((segment) => segment.href);
      for (const link of links) expect(link.href).toMatch(/^https?:\/\//);
      expect(commentSegments(body).map((segment) => segment.text).join("")).toBe(body);
    }
    expect(commentSegments("javascript:alert(1)")).toEqual([{ text: "javascript:alert(1)" }]);
    expect(commentSegments("kalle@example.se")).toEqual([{ text: "kalle@example.se" }]);
  });

  it("keeps text without addresses whole, weights and abbreviations included", () => {
    expect(commentSegments("Snyggt! 3.4 kg t.ex. på jigg\nGrattis")).toEqual([{ text: "Snyggt! 3.4 kg t.ex. på jigg\nGrattis" }]);
  });
});
