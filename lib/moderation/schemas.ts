// Flags and the moderation ladder: the schemas the handlers and the admin's forms validate with. Browser-safe.
import { z } from "zod/mini";
import { MODERATION_KINDS, moderationMessages, REASON_MAX } from "@/lib/moderation/messages";

export { MODERATION_KINDS, moderationLabels, proposedStep, REASON_MAX, moderationMessages, reasonProblem, type ModerationKind } from "@/lib/moderation/messages";

const reason = z.string({ error: moderationMessages.reasonRequired }).check(
  z.trim(),
  z.minLength(1, moderationMessages.reasonRequired),
  z.maxLength(REASON_MAX, moderationMessages.reasonTooLong),
);

/** A member's 'Anmäl' on a report. */
export const flagSchema = z.object({ reason });
export type FlagInput = z.infer<typeof flagSchema>;

const flagId = z.optional(z.int({ error: moderationMessages.flagMissing }).check(z.positive(moderationMessages.flagMissing)));

/**
 * An admin's step against a member, optionally answering an open flag on one of their reports (`flagId`) or
 * comments (`commentFlagId`), which it then resolves.
 */
export const moderationSchema = z.object({
  kind: z.enum(MODERATION_KINDS, { error: moderationMessages.kind }),
  reason,
  flagId,
  commentFlagId: flagId,
});
export type ModerationInput = z.infer<typeof moderationSchema>;

/** Lifting a suspension before its end (a permanent one too), with the reason for the log. */
export const liftSuspensionSchema = z.object({ reason });
export type LiftSuspensionInput = z.infer<typeof liftSuspensionSchema>;

/** Closing a flag without a step against anyone. */
export const flagDecisionSchema = z.object({
  status: z.enum(["resolved", "dismissed"], { error: moderationMessages.status }),
});
