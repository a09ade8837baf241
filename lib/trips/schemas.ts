// The trip forms and calls, as the browser (react-hook-form) and the handlers validate them.
import { z } from "zod/mini";
import { SWEDEN_BOUNDS, roundCoordinate } from "@/lib/geo/grid";
import { isAcceptableLine, isAcceptableText, textMessages } from "@/lib/validation/text";
import { todayInSweden } from "@/lib/calendar";
import { addDays, TRIP_ANSWERS, TRIP_LIMITS, tripDays, tripMessages as m } from "@/lib/trips/messages";

export * from "@/lib/trips/messages";

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isoDate = (message: string) => z.string({ error: message }).check(z.trim(), z.refine(isIsoDate, message));

const line = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    z.refine(isAcceptableLine, textMessages.lineBreaks),
  );

/** Free text with line breaks kept (as \n); blank or left out is "". */
const text = (max: number, tooLong: string) =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: tooLong }))),
    z.pipe(
      z.transform((value: string | null | undefined) => (value ?? "").replace(/\r\n?/g, "\n").trim()),
      z.string().check(z.maxLength(max, tooLong), z.refine(isAcceptableText, textMessages.invalidCharacters)),
    ),
  );

/** A coordinate in decimal degrees ("59,3293", "59.3293" or a number); blank or left out is null. */
const coordinate = (min: number, max: number, notANumber: string) =>
  z.pipe(
    z.optional(z.union([z.string(), z.number(), z.null()], { error: notANumber })),
    z.transform((raw, payload): number | null => {
      const value = String(raw ?? "").trim().replace(",", ".");
      if (value === "") return null;
      const number = /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(number) || number < min || number > max) {
        payload.issues.push({ code: "custom", message: Number.isFinite(number) ? m.positionOutsideSweden : notANumber, input: raw });
        return z.NEVER;
      }
      return roundCoordinate(number);
    }),
  );

/** A checkbox as JSON (true/false) or as a form sends it ("on", "true", "false"). */
const flag = z.pipe(
  z.optional(z.union([z.boolean(), z.string()], { error: m.publicInvalid })),
  z.transform((value) => value === true || value === "true" || value === "on"),
);

/** POST /api/trips and PUT /api/trips/{id}: the plan. */
export const tripInputSchema = z
  .object({
    name: line(TRIP_LIMITS.nameMax, m.nameRequired, m.nameTooLong),
    place: line(TRIP_LIMITS.placeMax, m.placeRequired, m.placeTooLong),
    description: text(TRIP_LIMITS.descriptionMax, m.descriptionTooLong),
    starts_on: isoDate(m.startInvalid),
    ends_on: isoDate(m.endInvalid),
    latitude: coordinate(SWEDEN_BOUNDS.minLatitude, SWEDEN_BOUNDS.maxLatitude, m.latitudeNumber),
    longitude: coordinate(SWEDEN_BOUNDS.minLongitude, SWEDEN_BOUNDS.maxLongitude, m.longitudeNumber),
    is_public: flag,
  })
  .check(
    z.refine((trip) => trip.ends_on >= trip.starts_on, { message: m.endBeforeStart, path: ["ends_on"] }),
    z.refine((trip) => trip.ends_on < trip.starts_on || tripDays(trip.starts_on, trip.ends_on) <= TRIP_LIMITS.daysMax, {
      message: m.tooLong,
      path: ["ends_on"],
    }),
    z.refine((trip) => trip.starts_on <= addDays(todayInSweden(), TRIP_LIMITS.daysAheadMax), { message: m.tooFarAhead, path: ["starts_on"] }),
    z.refine((trip) => (trip.latitude === null) === (trip.longitude === null), { message: m.positionIncomplete, path: ["longitude"] }),
  );
export type TripInput = z.output<typeof tripInputSchema>;
export type TripFormValues = z.input<typeof tripInputSchema>;

/** POST /api/trips/{id}/invitations: {username} of a matros. */
export const tripInvitationSchema = z.object({
  username: z.string({ error: m.usernameRequired }).check(z.trim(), z.minLength(1, m.usernameRequired), z.maxLength(30, m.inviteeNotFriend)),
});

/** PUT /api/trips/{id}/answer: {answer} of an invited matros. */
export const tripAnswerSchema = z.object({ answer: z.enum(TRIP_ANSWERS, { error: m.answerInvalid }) });

/** POST /api/trips/{id}/comments: {body}. */
export const tripCommentSchema = z.object({
  body: z.pipe(
    z.pipe(z.string({ error: m.commentRequired }), z.transform((value) => value.replace(/\r\n?/g, "\n").trim())),
    z.string().check(
      z.minLength(1, m.commentRequired),
      z.maxLength(TRIP_LIMITS.commentMax, m.commentTooLong),
      z.refine(isAcceptableText, textMessages.invalidCharacters),
    ),
  ),
});

/**
 * The report form's optional `trip_id` (an addition to SPEC §7): left out or blank, the catch belongs to no trip.
 * A number or its digits as a multipart field sends them.
 */
export const tripIdField = z.optional(
  z.pipe(
    z.union([z.string(), z.number(), z.null()], { error: m.tripInvalid }),
    z.transform((raw, payload): number | null => {
      const value = String(raw ?? "").trim();
      if (value === "") return null;
      if (!/^[1-9]\d{0,8}$/.test(value)) {
        payload.issues.push({ code: "custom", message: m.tripInvalid, input: raw });
        return z.NEVER;
      }
      return Number(value);
    }),
  ),
);

/** GET /api/trips/choices?date=: a catch's date, or left out for the weeks around today. */
export const tripChoicesQuerySchema = z.object({
  date: z.pipe(
    z.optional(z.string({ error: m.startInvalid })),
    z.transform((value, payload) => {
      const date = (value ?? "").trim();
      if (date === "") return undefined;
      if (!isIsoDate(date)) {
        payload.issues.push({ code: "custom", message: m.startInvalid, input: value });
        return z.NEVER;
      }
      return date;
    }),
  ),
});

/** A row's number in an address: digits of a positive 32-bit integer, else 400 on the field (a client's mistake). */
const pathId = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.refine((value) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647, message)),
    z.transform(Number),
  );

/** GET /api/trips/{id}/catches: the trip's number. */
export const tripParamsSchema = z.object({ id: pathId(m.tripIdInvalid) });

/** PUT and DELETE /api/trips/{id}/catches/{reportId}: the trip's and the catch's numbers. */
export const tripCatchParamsSchema = z.object({ id: pathId(m.tripIdInvalid), reportId: pathId(m.reportIdInvalid) });
