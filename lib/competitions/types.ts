// Competitions as pages and the API show them. Browser-safe.
import type { CompetitionRule } from "@/lib/competitions/messages";

export type CompetitionPhase = "upcoming" | "running" | "grace" | "finished";

export type CompetitionJson = {
  id: number;
  name: string;
  description: string;
  rule: CompetitionRule;
  top_n: number;
  /** the catalogue species that count; empty means every species */
  species: { id: number; name: string }[];
  starts_on: string;
  ends_on: string;
  invite_only: boolean;
  photo_required: boolean;
  phase: CompetitionPhase;
  /** the creator's public name (anonymous members under their anonymous name); null once the account is gone */
  creator: { id: number | null; name: string } | null;
  participant_count: number;
  frozen: boolean;
};

/** A counting catch as the leaderboard lists it, linked to its report. */
export type StandingCatch = { id: number; fish: string; weight: number; length: number; fishing_date: string; points: number | null };

export type StandingJson = {
  rank: number;
  member: { id: number | null; name: string };
  score: number;
  catches: StandingCatch[];
};

export type LeaderboardJson = {
  competition: CompetitionJson;
  standings: StandingJson[];
  /** how many members have a score, when `standings` holds only the first of them (the API's answer) */
  ranked_count?: number;
  participants: { id: number | null; name: string }[];
};

/** What the viewer may do here: decided per request, never cached. */
export type CompetitionViewerJson = {
  status: "none" | "invited" | "joined" | "declined";
  is_creator: boolean;
  is_admin: boolean;
  can_join: boolean;
  /** the viewer's own catches that count now, which they may withdraw (wherever they stand on the board) */
  own_counting_report_ids: number[];
  own_counting_catches: { id: number; fish: string }[];
};

export type CompetitionSummaryJson = Pick<CompetitionJson, "id" | "name" | "rule" | "top_n" | "starts_on" | "ends_on" | "phase" | "invite_only" | "participant_count"> & {
  winner: string | null;
};

export type CompetitionListsJson = { mine: CompetitionSummaryJson[]; invited: CompetitionSummaryJson[]; open: CompetitionSummaryJson[]; finished: CompetitionSummaryJson[] };
