// The competition forms and calls, as the browser (react-hook-form) and the handlers validate them.
import { z } from "zod/mini";
import { isAcceptableLine, isAcceptableText, textMessages } from "@/lib/validation/text";
import { COMPETITION_LIMITS, COMPETITION_RULES, competitionMessages as m } from "@/lib/competitions/messages";

export * from "@/lib/competitions/messages";

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const DAY_MS = 86_400_000;
/** Days from `start` to `end` (ISO dates), both counted: a one-day competition is 1. */
export const periodDays = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

const isoDate = (message: string) => z.string({ error: message }).check(z.trim(), z.refine(isIsoDate, message));

const line = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    z.refine(isAcceptableLine, textMessages.lineBreaks),
  );

/** A checkbox as JSON (true/false) or as a form sends it ("on", "true", "false"). */
const flag = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((value) => value === true || value === "true" || value === "on"),
);

/** POST /api/competitions: a new competition. `species_ids` empty means every species. */
export const competitionInputSchema = z
  .object({
    name: line(COMPETITION_LIMITS.nameMax, m.nameRequired, m.nameTooLong),
    description: z.pipe(
      z.optional(z.nullable(z.string({ error: m.descriptionTooLong }))),
      z.pipe(
        z.transform((value: string | null | undefined) => (value ?? "").replace(/\r\n?/g, "\n").trim()),
        z.string().check(z.maxLength(COMPETITION_LIMITS.descriptionMax, m.descriptionTooLong), z.refine(isAcceptableText, textMessages.invalidCharacters)),
      ),
    ),
    species_ids: z.optional(
      z
        .array(z.coerce.number({ error: m.speciesInvalid }).check(z.int(m.speciesInvalid), z.positive(m.speciesInvalid), z.lte(100_000, m.speciesInvalid)), {
          error: m.speciesInvalid,
        })
        .check(z.maxLength(COMPETITION_LIMITS.speciesMax, m.speciesTooMany)),
    ),
    starts_on: isoDate(m.startInvalid),
    ends_on: isoDate(m.endInvalid),
    rule: z.enum(COMPETITION_RULES, { error: m.ruleInvalid }),
    top_n: z.optional(
      z.coerce
        .number({ error: m.topNInvalid })
        .check(z.int(m.topNInvalid), z.gte(COMPETITION_LIMITS.topNMin, m.topNInvalid), z.lte(COMPETITION_LIMITS.topNMax, m.topNInvalid)),
    ),
    invite_only: flag,
    photo_required: flag,
  })
  .check(
    z.refine((value) => value.ends_on >= value.starts_on, { message: m.endBeforeStart, path: ["ends_on"] }),
    z.refine((value) => value.ends_on < value.starts_on || periodDays(value.starts_on, value.ends_on) <= COMPETITION_LIMITS.periodMaxDays, {
      message: m.periodTooLong,
      path: ["ends_on"],
    }),
  );
export type CompetitionInput = z.output<typeof competitionInputSchema>;
export type CompetitionFormValues = z.input<typeof competitionInputSchema>;

/** POST /api/competitions/{id}/invitations: {username} of a matros. */
export const invitationSchema = z.object({
  username: z.string({ error: m.usernameRequired }).check(z.trim(), z.minLength(1, m.usernameRequired), z.maxLength(30, m.inviteeUnknown)),
});

/** POST /api/competitions/{id}/invitation: the invitee's answer. */
export const invitationAnswerSchema = z.object({ accept: z.boolean({ error: m.answerInvalid }) });

const reportId = z.coerce.number({ error: m.reportInvalid }).check(z.int(m.reportInvalid), z.positive(m.reportInvalid), z.lte(2_147_483_647, m.reportInvalid));

/** POST /api/competitions/{id}/withdrawals: {report_id} of one of the member's own catches. */
export const withdrawalSchema = z.object({ report_id: reportId });

/** POST /api/competitions/{id}/disqualifications: {report_id, reason}. */
export const disqualificationSchema = z.object({
  report_id: reportId,
  reason: line(COMPETITION_LIMITS.reasonMax, m.reasonRequired, m.reasonTooLong),
});
