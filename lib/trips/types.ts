// A trip as the API answers it. Browser-safe.
import type { TripAnswerState } from "@/lib/trips/messages";

export type TripMemberJson = {
  /** the public name: 'anonym#007' for an anonymous member (lib/privacy/members.ts) */
  name: string;
  /** the profile's address, or null when the member is anonymous to this viewer */
  profile_url: string | null;
  answer: TripAnswerState;
  is_creator: boolean;
};

export type TripCatchSummaryJson = {
  count: number;
  /** kilograms, two decimals, as a string like the reports' weights */
  total_weight: string;
  species: { fish: string; count: number }[];
  biggest: { report_id: number; fish: string; weight: string; name: string } | null;
  photos: { report_id: number; image_url: string; fish: string }[];
};

export type TripCommentJson = { id: number; name: string; profile_url: string | null; body: string; created_at: string; own: boolean };

export type TripJson = {
  id: number;
  name: string;
  description: string;
  place: string;
  starts_on: string;
  ends_on: string;
  is_public: boolean;
  /** the position, for participants only */
  position: { latitude: number; longitude: number } | null;
  participants: TripMemberJson[];
  viewer: { is_creator: boolean; is_participant: boolean; answer: TripAnswerState | null };
  catches: TripCatchSummaryJson;
  /** participants only; null for everyone else */
  comments: TripCommentJson[] | null;
};

export type TripListItemJson = {
  id: number;
  name: string;
  place: string;
  starts_on: string;
  ends_on: string;
  is_public: boolean;
  is_creator: boolean;
  answer: TripAnswerState;
  coming: number;
};

export type TripListsJson = { coming: TripListItemJson[]; past: TripListItemJson[] };

/** A trip the member may put a catch in: the report form's choice. */
export type TripChoiceJson = { id: number; name: string; starts_on: string; ends_on: string };

/** One of the member's own catches, as the trip page's "Dina fångster på turen" lists it. */
export type OwnTripCatchJson = {
  report_id: number;
  fish: string;
  /** kilograms, two decimals, as a string like the reports' weights */
  weight: string;
  fishing_date: string;
  /** the other trip it is on (adding it here moves it); its name is null when that trip is hidden */
  other_trip: { id: number; name: string | null } | null;
};

/** GET /api/trips/{id}/catches: the member's own catches on the trip, and those of its days they may add. */
export type OwnTripCatchesJson = { can_add: boolean; on_trip: OwnTripCatchJson[]; addable: OwnTripCatchJson[] };

/** PUT and DELETE /api/trips/{id}/catches/{reportId}: the catch's trip afterwards. */
export type TripCatchChangeJson = {
  message: string;
  report_id: number;
  /** the trip the catch is on now: this one after adding, none (or another one it was already on) after taking off */
  trip_id: number | null;
  /** adding only: the trip it was moved from, or null */
  moved_from_trip_id?: number | null;
};
