// Flags and the moderation ladder (terms: first offence a warning, second 7 days, third permanent). Browser-safe.
import { z } from "zod/mini";

export const MODERATION_KINDS = ["warning", "suspension_7d", "suspension_permanent"] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const moderationLabels: Record<ModerationKind, string> = {
  warning: "Varning",
  suspension_7d: "Avstängning i 7 dagar",
  suspension_permanent: "Permanent avstängning",
};

/** The step the terms prescribe after `earlier` steps already taken against a member. */
export function proposedStep(earlier: number): ModerationKind {
  if (earlier <= 0) return "warning";
  if (earlier === 1) return "suspension_7d";
  return "suspension_permanent";
}

export const REASON_MAX = 500;

export const moderationMessages = {
  reasonRequired: "Ange en anledning",
  reasonTooLong: `Anledningen får vara högst ${REASON_MAX} tecken`,
  kind: "Välj en åtgärd",
  status: "Välj åtgärdad eller avfärdad",
  flagged: "Tack! Din anmälan har skickats till moderatorerna.",
  alreadyFlagged: "Du har redan anmält den här rapporten",
  ownReport: "Du kan inte anmäla din egen rapport",
  reportMissing: "Rapporten hittades inte",
  memberMissing: "Användaren hittades inte",
  flagMissing: "Anmälan hittades inte",
  flagHandled: "Anmälan är redan hanterad",
  self: "Du kan inte moderera dig själv",
  notSuspended: "Användaren är inte avstängd",
  lifted: (username: string) => `Avstängningen av ${username} är hävd.`,
  warningNotice: (reason: string) =>
    `Du har fått en varning från Fiskegängets moderatorer: ${reason}. Läs villkoren – nästa gång kan kontot stängas av.`,
} as const;

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
