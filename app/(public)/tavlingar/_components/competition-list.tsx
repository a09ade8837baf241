// A list of competitions: name, rule, period, participants and, once settled, the winner.
import Link from "next/link";
import { EmptyState } from "@/components/ui/states";
import { describeRule } from "@/lib/competitions/messages";
import { formatDay, PHASE_LABELS } from "@/lib/competitions/period";
import type { CompetitionSummaryJson } from "@/lib/competitions/types";
import styles from "./competitions.module.css";

export function CompetitionList({ competitions, empty, label }: { competitions: CompetitionSummaryJson[]; empty: string; label: string }) {
  if (competitions.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={styles.list} aria-label={label}>
      {competitions.map((c) => (
        <li key={c.id} className={styles.item}>
          <Link href={`/tavlingar/${c.id}`}>{c.name}</Link>
          <p className={styles.meta}>
            {describeRule(c.rule, c.top_n)} · {formatDay(c.starts_on)} – {formatDay(c.ends_on)} · {c.participant_count} deltagare · {c.winner ? `Vinnare: ${c.winner}` : PHASE_LABELS[c.phase]}
            {c.invite_only ? " · Sluten" : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
