// Comments under reports and articles: what a member may write, the Swedish messages and the shapes the API and
// pages hand out. Browser-safe: the comment form validates with the same schema as the handlers.
import { z } from "zod/mini";
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

/** POST …/comments: {body, parent_id?}. Line breaks are kept (as \n), surrounding space is not. */
export const commentInputSchema = z.object({
  body: z.pipe(
    z.pipe(
      z.string({ error: commentMessages.bodyRequired }),
      z.transform((value) => value.replace(/\r\n?/g, "\n").trim()),
    ),
    z.string().check(
      z.minLength(1, commentMessages.bodyRequired),
      z.maxLength(COMMENT_MAX, commentMessages.bodyTooLong),
      z.refine(isAcceptableText, textMessages.invalidCharacters),
    ),
  ),
  parent_id: z.optional(z.nullable(z.int({ error: commentMessages.parent }).check(z.positive(commentMessages.parent)))),
});
export type CommentInput = z.output<typeof commentInputSchema>;
export type CommentFormValues = z.input<typeof commentInputSchema>;

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
