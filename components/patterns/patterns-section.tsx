// The patterns of a species' or a member's catches: when, under what sky and with what they were caught. Each
// chart appears only from enough catches (lib/conditions/patterns.ts); what is missing is said in words.
import { MIN_PATTERN_CATCHES, type Patterns } from "@/lib/conditions/pattern-types";
import { PatternChart } from "./pattern-chart";
import styles from "./patterns.module.css";

const SEASON_WORDS = { vinter: "Vinter", vår: "Vår", sommar: "Sommar", höst: "Höst" } as const;

type Props = { patterns: Patterns; subject: string; idPrefix: string };

export function PatternsSection({ patterns, subject, idPrefix }: Props) {
  const charts = [
    { key: "month", title: "Per månad", what: "fördelade på månader", column: "Månad", pattern: patterns.month },
    { key: "hour", title: "Per timme på dygnet", what: "med klockslag, fördelade på timmar", column: "Timme", pattern: patterns.hour },
    { key: "moon", title: "Per månfas", what: "fördelade på månfaser", column: "Månfas", pattern: patterns.moon },
    { key: "pressure", title: "Lufttryckets riktning", what: "med lufttryck, efter trycket de tre timmarna före", column: "Lufttryck", pattern: patterns.pressure },
    { key: "water", title: "Vattentemperatur", what: "med vattentemperatur", column: "Vattentemperatur", pattern: patterns.water },
  ].filter((chart) => chart.pattern !== null);
  return (
    <>
      {charts.length > 0 ? (
        <div className={styles.grid}>
          {charts.map((chart) => (
            <PatternChart
              key={chart.key}
              id={`${idPrefix}-${chart.key}`}
              title={chart.title}
              what={chart.what}
              column={chart.column}
              pattern={chart.pattern!}
              axis={chart.key === "moon" ? "moon" : "text"}
            />
          ))}
        </div>
      ) : (
        <p>
          Mönster visas när minst {MIN_PATTERN_CATCHES} fångster {subject} finns att räkna på.
        </p>
      )}
      {charts.length > 0 && charts.length < 5 ? (
        <p className={styles.summary}>Diagram med färre än {MIN_PATTERN_CATCHES} fångster bakom sig visas inte.</p>
      ) : null}
      <h3 className={styles.heading}>Vad fungerar</h3>
      {patterns.whatWorks.length > 0 ? (
        <ul className={styles.seasons}>
          {patterns.whatWorks.map((entry) => (
            <li key={entry.season}>
              <h4>{SEASON_WORDS[entry.season]}</h4>
              {entry.baits.length > 0 ? <p>Beten: {entry.baits.map((b) => `${b.name} (${b.count})`).join(", ")}</p> : null}
              {entry.methods.length > 0 ? <p>Metoder: {entry.methods.map((m) => `${m.name} (${m.count})`).join(", ")}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>Inga beten eller metoder har tagit tillräckligt många fångster {subject} ännu för att visas.</p>
      )}
    </>
  );
}
