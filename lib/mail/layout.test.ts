import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderMail, siteLink } from "@/lib/mail/layout";

beforeAll(() => {
  vi.stubEnv("DATABASE_URL", "postgresql://unused");
  vi.stubEnv("SITE_URL", "https://fiskeganget.example/");
});

describe("renderMail", () => {
  it("escapes text and links in the HTML part and keeps them readable in the text part", () => {
    const { html, text } = renderMail("Rubrik <b>", [
      { kind: "paragraph", text: "Hej <script>alert(1)</script>!" },
      { kind: "list", items: ['"citat"'] },
      { kind: "button", label: "Öppna", href: 'https://fiskeganget.example/a?b=1&c="2"' },
    ]);
    expect(html).not.toContain("<script>");
    expect(html).toContain("Hej &lt;script&gt;alert(1)&lt;/script&gt;!");
    expect(html).toContain("<title>Rubrik &lt;b&gt;</title>");
    expect(html).toContain('href="https://fiskeganget.example/a?b=1&amp;c=&quot;2&quot;"');
    expect(html).toContain("&quot;citat&quot;");
    expect(text).toContain("Hej <script>alert(1)</script>!");
    expect(text).toContain('Öppna:\nhttps://fiskeganget.example/a?b=1&c="2"');
    expect(text).toContain('- "citat"');
  });
});

describe("siteLink", () => {
  it("builds absolute links from SITE_URL alone", () => {
    expect(siteLink("/reset-password/abc")).toBe("https://fiskeganget.example/reset-password/abc");
    expect(siteLink("login")).toBe("https://fiskeganget.example/login");
  });
});
