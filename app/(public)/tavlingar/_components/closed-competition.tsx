"use client";
// An invite-only competition: its page is the same empty shell for everyone, and the leaderboard is fetched for
// the viewer, whom the server lets see it only as a participant, an invitee, its creator or an admin.
import { useCallback, useState } from "react";
import { useSession } from "@/components/shell/session-context";
import { ErrorState } from "@/components/ui/states";
import type { LeaderboardJson } from "@/lib/competitions/types";
import { CompetitionActions } from "./competition-actions";
import { CompetitionFacts } from "./competition-facts";
import { Leaderboard } from "./leaderboard";
import styles from "./competitions.module.css";

export function ClosedCompetition({ id }: { id: number }) {
  const session = useSession();
  const [board, setBoard] = useState<LeaderboardJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onBoard = useCallback((next: LeaderboardJson | null, problem: string | null) => {
    setBoard(next);
    setError(problem);
  }, []);
  if (session.status === "visitor") return <p>Tävlingen är bara synlig för deltagarna. Logga in om du är med.</p>;
  return (
    <>
      {board ? (
        <>
          <h2>{board.competition.name}</h2>
          <CompetitionFacts competition={board.competition} />
          <section className={styles.section} aria-labelledby="standings">
            <h2 id="standings">Resultat</h2>
            <Leaderboard board={board} />
          </section>
        </>
      ) : error ? (
        <ErrorState>{error}</ErrorState>
      ) : null}
      {session.status === "member" ? <CompetitionActions id={id} onBoard={onBoard} /> : null}
    </>
  );
}
