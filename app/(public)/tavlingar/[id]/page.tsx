// /tavlingar/{id} – a competition's leaderboard. An open one is rendered on the server, the same for everyone, and
// cached until a participant's catch, a participant, an exclusion or a member's name changes (lib/competitions/
// cached.ts). An invite-only one is a shell whose leaderboard the browser fetches for a viewer allowed to see it.
import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { getCachedLeaderboard } from "@/lib/competitions/cached";
import { describeRule } from "@/lib/competitions/messages";
import { CompetitionActions } from "../_components/competition-actions";
import { CompetitionFacts } from "../_components/competition-facts";
import { ClosedCompetition } from "../_components/closed-competition";
import { Leaderboard } from "../_components/leaderboard";
import styles from "../_components/competitions.module.css";

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

const load = cache(async (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? getCachedLeaderboard(Number(raw)) : null));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const board = await load((await params).id);
  if (!board) return { title: "Tävlingen hittades inte", robots: { index: false } };
  if (board.competition.invite_only) return { title: "Sluten tävling", robots: { index: false } };
  const { competition } = board;
  return {
    title: competition.name,
    description: `${describeRule(competition.rule, competition.top_n)} – ${competition.participant_count} deltagare i Fiskegängets tävling.`,
    alternates: { canonical: `/tavlingar/${competition.id}` },
  };
}

export default async function CompetitionPage({ params }: Props) {
  const board = await load((await params).id);
  if (!board) notFound();
  const { competition } = board;
  if (competition.invite_only) {
    return (
      <div>
        <BackLink href="/tavlingar">Alla tävlingar</BackLink>
        <PageHeader title="Sluten tävling">Bara deltagarna ser resultatlistan.</PageHeader>
        <ClosedCompetition id={competition.id} />
      </div>
    );
  }
  const winner = competition.phase === "finished" ? board.standings[0] : undefined;
  return (
    <div>
      <BackLink href="/tavlingar">Alla tävlingar</BackLink>
      <PageHeader title={competition.name}>{winner ? `Vinnare: ${winner.member.name}` : describeRule(competition.rule, competition.top_n)}</PageHeader>
      <CompetitionFacts competition={competition} />
      <section className={styles.section} aria-labelledby="standings">
        <h2 id="standings">Resultat</h2>
        <Leaderboard board={board} />
      </section>
      <CompetitionActions id={competition.id} />
    </div>
  );
}
