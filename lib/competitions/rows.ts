// A competition's stored columns, as the domain reads them.
import "server-only";
import { db } from "@/lib/db";
import type { CompetitionRule } from "@/lib/competitions/messages";

export const COMPETITION_SELECT = {
  id: true,
  name: true,
  description: true,
  rule: true,
  topN: true,
  speciesIds: true,
  startsOn: true,
  endsOn: true,
  inviteOnly: true,
  photoRequired: true,
  creatorId: true,
  leaderId: true,
  frozenAt: true,
  winnerId: true,
  finalStandings: true,
} as const;

export type CompetitionRow = {
  id: number;
  name: string;
  description: string;
  rule: CompetitionRule;
  topN: number;
  speciesIds: number[];
  startsOn: Date;
  endsOn: Date;
  inviteOnly: boolean;
  photoRequired: boolean;
  creatorId: number | null;
  leaderId: number | null;
  frozenAt: Date | null;
  winnerId: number | null;
  finalStandings: unknown;
};

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function findCompetition(id: number): Promise<CompetitionRow | null> {
  return db.competition.findUnique({ where: { id }, select: COMPETITION_SELECT });
}

