// Comments under reports and articles: the limits, the Swedish messages, the check a comment form makes before it
// sends, and the shapes the API and pages hand out. Without zod, so the browser's comment components carry no
// validator; lib/comments/schemas.ts validates with the same rule on the server.
import { isAcceptableText, textMessages } from "@/lib/validation/text";

export const COMMENT_MAX = 1000;
/** The most comments one page or answer shows: a sensible ceiling, far above a lively catch's talk. */
export const COMMENT_PAGE_LIMIT = 500;

export const commentMessages = {
  bodyRequired: "Skriv en kommentar",
  bodyTooLong: `Kommentaren får vara högst ${COMMENT_MAX} tecken`,
  parent: "Kommentaren du svarar på finns inte längre",
  missing: "Kommentaren hittades inte",
  reportMissing: "Rapporten hittades inte",
  articleMissing: "Nyheten hittades inte",
  mayNotDelete: "Du kan bara ta bort dina egna kommentarer eller kommentarer på dina rapporter",
  deleted: "Kommentaren är borttagen",
  ownComment: "Du kan inte anmäla din egen kommentar",
  alreadyFlagged: "Du har redan anmält den här kommentaren",
  flagged: "Tack! Din anmälan har skickats till moderatorerna.",
} as const;

/** A comment's text as stored: line breaks as \n, no surrounding space. */
export const normaliseCommentBody = (value: string) => value.replace(/\r\n?/g, "\n").trim();

/** What is wrong with a comment as typed, or null: the rule of the schema's `body`. */
export function commentBodyProblem(value: string): string | null {
  const body = normaliseCommentBody(value);
  if (!body) return commentMessages.bodyRequired;
  if (body.length > COMMENT_MAX) return commentMessages.bodyTooLong;
  if (!isAcceptableText(body)) return textMessages.invalidCharacters;
  return null;
}

/** Where a comment is: under a report or under an article. */
export type CommentThread = { kind: "report"; id: number } | { kind: "news"; id: number };

/**
 * A comment as everyone may see it. `author` is null for a removed comment kept for its replies; for an
 * anonymous member it carries the 'anonym#007' name and no id, as reports do.
 */
export type PublicComment = {
  id: number;
  parent_id: number | null;
  author: { id: number | null; name: string } | null;
  /** plain text; empty for a removed comment */
  body: string;
  deleted: boolean;
  /** ISO timestamp */
  created_at: string;
};

/** A comment as the API answers a viewer: may they remove it (its author, the report's owner, an admin). */
export type CommentJson = PublicComment & { can_delete: boolean };

/** The comments of a thread, oldest first, each top-level comment followed by its replies. */
export type CommentList = { comments: CommentJson[]; total: number };
