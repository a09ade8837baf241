// Flags and the moderation ladder (terms: first offence a warning, second 7 days, third permanent): the limits,
// labels and texts. Without zod, so a browser component that only shows or checks a reason carries no validator.

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

/** What is wrong with a flag's or a step's reason as typed, or null: the same rule as the schemas' `reason`. */
export function reasonProblem(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return moderationMessages.reasonRequired;
  if (trimmed.length > REASON_MAX) return moderationMessages.reasonTooLong;
  return null;
}
