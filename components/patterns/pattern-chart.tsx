// One pattern as bars drawn on the server (plain SVG, no script): the picture is named by a sentence that says what
// it shows, the same sentence is written under it, and its numbers are a table for screen readers.
import type { Pattern } from "@/lib/conditions/pattern-types";
import { moonPath } from "@/lib/conditions/display";
import styles from "./patterns.module.css";

const WIDTH = 360;
const HEIGHT = 150;
const AXIS = 18;

const percent = (count: number, total: number) => `${Math.round((count / total) * 100)} %`;

/** The label as it fits under its bar: whole, or cut with a full stop (the table and the sentence have it whole). */
export function axisLabel(label: string, width: number): string {
  const room = Math.max(3, Math.floor(width / CHAR_PX));
  return label.length <= room ? label : `${label.slice(0, room - 1)}.`;
}

/** The chart's text alternative: the largest group and its share. */
export function patternSummary(pattern: Pattern, what: string): string {
  const top = pattern.bars.reduce((best, bar) => (bar.count > best.count ? bar : best), pattern.bars[0]!);
  return `${pattern.total} fångster ${what}. Flest: ${top.label.toLowerCase()} med ${top.count} (${percent(top.count, pattern.total)}).`;
}

/** `axis: "moon"` draws each bar's moon phase under it instead of words (the bars are the eight phases in order). */
type Props = { id: string; title: string; what: string; pattern: Pattern; column: string; axis?: "text" | "moon" };

const CHAR_PX = 6.5;

export function PatternChart({ id, title, what, pattern, column, axis = "text" }: Props) {
  const highest = Math.max(1, ...pattern.bars.map((bar) => bar.count));
  const slot = WIDTH / pattern.bars.length;
  const barWidth = slot * 0.66;
  const summary = patternSummary(pattern, what);
  // Long label sets (24 hours) show every third label, so the axis stays readable at 375 px.
  const labelEvery = pattern.bars.length > 12 ? 3 : 1;
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.heading}>
        {title}
      </h3>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} className={styles.chart} role="img" aria-label={summary}>
        {pattern.bars.map((bar, i) => {
          const height = Math.round((bar.count / highest) * (HEIGHT - 14));
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.key}>
              <rect className={bar.count === highest ? styles.top : styles.bar} x={x} y={HEIGHT - height} width={barWidth} height={height} rx={2} />
              {axis === "moon" ? (
                <g transform={`translate(${x + barWidth / 2 - 6} ${HEIGHT + 3})`}>
                  <circle cx="6" cy="6" r="5.5" className={styles.moonDark} />
                  <path d={moonPath(Number(bar.key) / 8, 6)} className={styles.moonLit} />
                </g>
              ) : i % labelEvery === 0 ? (
                <text className={styles.axis} x={x + barWidth / 2} y={HEIGHT + 13} textAnchor="middle">
                  {axisLabel(bar.short ?? bar.label, slot * labelEvery)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.summary}>{summary}</figcaption>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col">Fångster</th>
            <th scope="col">Andel</th>
          </tr>
        </thead>
        <tbody>
          {pattern.bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{bar.count}</td>
              <td>{percent(bar.count, pattern.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
