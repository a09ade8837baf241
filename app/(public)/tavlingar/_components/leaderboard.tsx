// The standings as a list: rank, member (under their public name), score and the catches that make it, each
// linked to its report. No hooks, so the server renders it for open competitions and the browser for closed ones.
import Link from "next/link";
import { EmptyState } from "@/components/ui/states";
import { formatScore, LEADERBOARD_SHOWN, type CompetitionRule } from "@/lib/competitions/messages";
import { formatDay } from "@/lib/competitions/period";
import type { LeaderboardJson } from "@/lib/competitions/types";
import styles from "./competitions.module.css";

const kg = (value: number) => `${value.toLocaleString("sv-SE", { maximumFractionDigits: 2 })} kg`;

function catchLine(rule: CompetitionRule, c: LeaderboardJson["standings"][number]["catches"][number]) {
  const size = rule === "longest" ? `${c.length.toLocaleString("sv-SE")} cm` : kg(c.weight);
  const points = c.points !== null ? ` (${c.points.toLocaleString("sv-SE", { maximumFractionDigits: 2 })} p)` : "";
  return `${c.fish} ${size}${points}, ${formatDay(c.fishing_date)}`;
}

export function Leaderboard({ board }: { board: LeaderboardJson }) {
  const { competition } = board;
  const standings = board.standings.slice(0, LEADERBOARD_SHOWN);
  const ranked = board.ranked_count ?? board.standings.length;
  if (standings.length === 0) return <EmptyState>Ingen fångst räknas än. Första rapporten tar ledningen!</EmptyState>;
  return (
    <>
      <ol className={styles.board} aria-label="Resultatlista">
        {standings.map((standing) => (
          <li key={standing.rank} className={`${styles.standing} ${standing.rank === 1 ? styles.leader : ""}`}>
            <span className={styles.rank} aria-label={`Plats ${standing.rank}`}>
              {standing.rank}
            </span>
            <div>
              {standing.member.id !== null ? <Link href={`/profile/${standing.member.id}`}>{standing.member.name}</Link> : <span>{standing.member.name}</span>}
              <ul className={styles.catches} aria-label={`Fångster som räknas för ${standing.member.name}`}>
                {standing.catches.map((c) => (
                  <li key={c.id}>
                    <Link href={`/reports/${c.id}`}>{catchLine(competition.rule, c)}</Link>
                  </li>
                ))}
              </ul>
            </div>
            <span className={styles.score}>{formatScore(competition.rule, standing.score)}</span>
          </li>
        ))}
      </ol>
      {ranked > standings.length ? (
        <p className={styles.meta}>
          Visar de {standings.length} främsta av {ranked.toLocaleString("sv-SE")} med fångster som räknas.
        </p>
      ) : null}
    </>
  );
}
