// Comments under reports and articles: what a member may write, as the handlers validate it. The limits, texts and
// shapes live in lib/comments/messages.ts (zod-free, for the browser) and are re-exported here.
import { z } from "zod/mini";
import { isAcceptableText, textMessages } from "@/lib/validation/text";
import { COMMENT_MAX, commentMessages, normaliseCommentBody } from "@/lib/comments/messages";

export {
  COMMENT_MAX,
  COMMENT_PAGE_LIMIT,
  commentBodyProblem,
  commentMessages,
  normaliseCommentBody,
  type CommentJson,
  type CommentList,
  type CommentThread,
  type PublicComment,
} from "@/lib/comments/messages";

/** POST …/comments: {body, parent_id?}. Line breaks are kept (as \n), surrounding space is not. */
export const commentInputSchema = z.object({
  body: z.pipe(
    z.pipe(
      z.string({ error: commentMessages.bodyRequired }),
      z.transform(normaliseCommentBody),
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

