// What the trip screens and calls say, the answers' names and the limits. Browser-safe.
import { swedishDay } from "@/lib/calendar";

export const TRIP_ANSWERS = ["coming", "maybe", "not_coming"] as const;
export type TripAnswerChoice = (typeof TRIP_ANSWERS)[number];
/** A participant's state: an answer, or still invited. */
export type TripAnswerState = TripAnswerChoice | "invited";

export const ANSWER_LABELS: Record<TripAnswerState, string> = {
  coming: "Kommer",
  maybe: "Kanske",
  not_coming: "Kommer inte",
  invited: "Inte svarat",
};

export const TRIP_LIMITS = {
  nameMax: 80,
  placeMax: 100,
  descriptionMax: 2000,
  commentMax: 1000,
  /** a trip lasts one to fourteen days, both counted */
  daysMax: 14,
  /** a trip may be planned at most a year ahead */
  daysAheadMax: 366,
  /** most invitations one trip holds */
  participantsMax: 40,
  /** a trip's comments shown on its page, newest last */
  commentsShown: 200,
  /** a trip's photos shown on its page */
  photosShown: 12,
} as const;

export const tripMessages = {
  nameRequired: "Ange ett namn på turen",
  nameTooLong: `Namnet får vara högst ${TRIP_LIMITS.nameMax} tecken`,
  placeRequired: "Ange vart ni ska",
  placeTooLong: `Platsen får vara högst ${TRIP_LIMITS.placeMax} tecken`,
  descriptionTooLong: `Beskrivningen får vara högst ${TRIP_LIMITS.descriptionMax} tecken`,
  startInvalid: "Ange ett giltigt startdatum",
  endInvalid: "Ange ett giltigt slutdatum",
  endBeforeStart: "Turen kan inte sluta innan den börjar",
  tooLong: `En tur får vara högst ${TRIP_LIMITS.daysMax} dagar`,
  tooFarAhead: "En tur kan planeras högst ett år framåt",
  latitudeNumber: "Latituden måste vara ett tal i decimalgrader, t.ex. 59,3293",
  longitudeNumber: "Longituden måste vara ett tal i decimalgrader, t.ex. 18,0686",
  positionOutsideSweden: "Positionen måste ligga i Sverige",
  positionIncomplete: "Ange både latitud och longitud, eller ingen av dem",
  publicInvalid: "Ange om turen är öppen för alla",
  usernameRequired: "Ange vem du vill bjuda in",
  answerInvalid: "Svara Kommer, Kanske eller Kommer inte",
  commentRequired: "Skriv något först",
  commentTooLong: `En kommentar får vara högst ${TRIP_LIMITS.commentMax} tecken`,
  tripInvalid: "Välj en tur ur listan",
  notFound: "Turen hittades inte",
  onlyCreator: "Bara den som planerade turen kan ändra den",
  onlyCreatorDeletes: "Bara den som planerade turen kan ta bort den",
  deleted: "Turen är borttagen",
  inviteeNotFriend: "Du kan bara bjuda in dina matroser",
  inviteeAlready: "Matrosen är redan inbjuden",
  full: `En tur kan ha högst ${TRIP_LIMITS.participantsMax} inbjudna`,
  noInvitation: "Du är inte inbjuden till turen",
  creatorAnswers: "Du som planerade turen kommer alltid",
  onlyParticipants: "Bara de som är med på turen kan skriva här",
  tripNotYours: "Du är inte med på den turen",
  catchOutsideTrip: "Fångstens datum ligger utanför turens dagar",
  over: "Turen är redan över",
  tripIdInvalid: "Ogiltigt nummer på turen",
  reportIdInvalid: "Ogiltigt nummer på fångsten",
  catchNotFound: "Fångsten hittades inte",
  onlyParticipantsAddCatches: "Bara de som är med på turen kan lägga till fångster",
  onlyOwnCatchAdded: "Du kan bara lägga till dina egna fångster",
  onlyOwnCatchRemoved: "Du kan bara ta bort dina egna fångster från turen",
  catchAdded: "Fångsten är tillagd på turen",
  catchMoved: "Fångsten är flyttad hit från en annan tur",
  catchAlreadyOnTrip: "Fångsten är redan med på turen",
  catchRemoved: "Fångsten är borttagen från turen",
  catchNotOnTrip: "Fångsten är inte med på turen",
} as const;

const DAY_MS = 86_400_000;
/** Days from `start` to `end` (ISO dates), both counted: a one-day trip is 1. */
export const tripDays = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

/** Adds days to an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "2026-12-05" → "5 december 2026"; a span of days as one phrase. */
export function formatTripDays(startsOn: string, endsOn: string): string {
  const format = (iso: string) => swedishDay(iso) ?? iso;
  return startsOn === endsOn ? format(startsOn) : `${format(startsOn)} – ${format(endsOn)}`;
}
