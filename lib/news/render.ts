// Article text to HTML, on the server only (no parser reaches visitors). Markdown-it with raw HTML off escapes
// every tag the author types; only paragraphs, line breaks, emphasis, lists, quotes, code and links are made.
// Links get rel="nofollow ugc noopener", and markdown-it's own check refuses javascript:, vbscript: and data: URLs.
import "server-only";
import MarkdownIt from "markdown-it";
import { NEWS_LIMITS } from "@/lib/news/messages";

const markdown = new MarkdownIt("default", { html: false, linkify: true, typographer: false, breaks: true });
// Headings would compete with the page's own; images would load from anywhere. Both stay plain text.
markdown.disable(["heading", "lheading", "image", "table"]);

markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  token.attrSet("rel", "nofollow ugc noopener");
  return self.renderToken(tokens, idx, options);
};

/** The article's text as safe HTML. */
export function renderArticleHtml(content: string): string {
  return markdown.render(content);
}

/** The article's words as plain text (markup removed), paragraphs joined by a space. */
export function articlePlainText(content: string): string {
  const words: string[] = [];
  for (const token of markdown.parse(content, {})) {
    if (token.type !== "inline") continue;
    for (const child of token.children ?? []) {
      if (child.type === "text" || child.type === "code_inline") words.push(child.content);
      else if (child.type === "softbreak" || child.type === "hardbreak") words.push(" ");
    }
    words.push(" ");
  }
  return words.join("").replace(/\s+/g, " ").trim();
}

/** The first words of the article (SPEC §9: 40), with whether there is more. */
export function articlePreview(content: string, limit: number = NEWS_LIMITS.previewWords): { text: string; truncated: boolean } {
  const words = articlePlainText(content).split(" ").filter(Boolean);
  if (words.length <= limit) return { text: words.join(" "), truncated: false };
  return { text: `${words.slice(0, limit).join(" ")}…`, truncated: true };
}

/** A description for search results and link previews: about 160 characters, cut at a word. */
export function articleDescription(content: string, max = 160): string {
  const text = articlePlainText(content);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 80 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
