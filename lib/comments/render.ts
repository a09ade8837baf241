// A comment is plain text: the only thing made of it is a link where the text names a web address. linkify-it
// (markdown-it's own link finder, already in the tree through it) finds them; only http and https become links.
import "server-only";
import { LinkifyIt } from "linkify-it";

export type CommentSegment = { text: string; href?: undefined } | { text: string; href: string };

const linkify = new LinkifyIt()
  .add("ftp:", null)
  .add("mailto:", null)
  .set({ fuzzyLink: true, fuzzyEmail: false, fuzzyIP: false });

/** The text cut into plain pieces and links, in order; joined, the pieces' text is the comment unchanged. */
export function commentSegments(body: string): CommentSegment[] {
  const matches = linkify.match(body) ?? [];
  const segments: CommentSegment[] = [];
  let at = 0;
  for (const match of matches) {
    if (!/^https?:\/\//i.test(match.url)) continue;
    if (match.index > at) segments.push({ text: body.slice(at, match.index) });
    segments.push({ text: match.raw, href: match.url });
    at = match.lastIndex;
  }
  if (at < body.length) segments.push({ text: body.slice(at) });
  return segments;
}
