// One pattern as bars drawn on the server (plain SVG, no script): the picture is named by a sentence that says what
// it shows, the same sentence is written under it, and its numbers are a table for screen readers. The picture and
// the table are written as markup (lib/markup.ts), so the browser hydrates each as one node, not one per bar and cell.
import type { Pattern } from "@/lib/conditions/pattern-types";
import { moonPath } from "@/lib/conditions/display";
import { element, escapeHtml } from "@/lib/markup";
import styles from "./patterns.module.css";

const WIDTH = 360;
const HEIGHT = 150;
const AXIS = 18;
const CHAR_PX = 6.5;

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
type Axis = "text" | "moon";

/** The bars as an SVG image named by `summary`; the tallest bar stands out. */
export function patternSvg(pattern: Pattern, summary: string, axis: Axis): string {
  const highest = Math.max(1, ...pattern.bars.map((bar) => bar.count));
  const slot = WIDTH / pattern.bars.length;
  const barWidth = slot * 0.66;
  // Long label sets (24 hours) show every third label, so the axis stays readable at 375 px.
  const labelEvery = pattern.bars.length > 12 ? 3 : 1;
  const bars = pattern.bars.map((bar, i) => {
    const height = Math.round((bar.count / highest) * (HEIGHT - 14));
    const x = i * slot + (slot - barWidth) / 2;
    const rect = element("rect", { class: bar.count === highest ? styles.top : styles.bar, x, y: HEIGHT - height, width: barWidth, height, rx: 2 });
    let under = "";
    if (axis === "moon") {
      under = element(
        "g",
        { transform: `translate(${Math.round((x + barWidth / 2 - 6) * 100) / 100} ${HEIGHT + 3})` },
        element("circle", { cx: 6, cy: 6, r: 5.5, class: styles.moonDark }),
        element("path", { d: moonPath(Number(bar.key) / 8, 6), class: styles.moonLit }),
      );
    } else if (i % labelEvery === 0) {
      under = element("text", { class: styles.axis, x: x + barWidth / 2, y: HEIGHT + 13, "text-anchor": "middle" }, escapeHtml(axisLabel(bar.short ?? bar.label, slot * labelEvery)));
    }
    return element("g", {}, rect, under);
  });
  return element("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT + AXIS}`, class: styles.chart, role: "img", "aria-label": summary }, ...bars);
}

/** The same numbers as a table a screen reader can walk: group, catches and share. */
export function patternTable(pattern: Pattern, title: string, column: string): string {
  const th = (text: string) => element("th", { scope: "col" }, escapeHtml(text));
  const rows = pattern.bars.map((bar) =>
    element("tr", {}, element("th", { scope: "row" }, escapeHtml(bar.label)), element("td", {}, escapeHtml(bar.count)), element("td", {}, escapeHtml(percent(bar.count, pattern.total)))),
  );
  return element(
    "table",
    {},
    element("caption", {}, escapeHtml(title)),
    element("thead", {}, element("tr", {}, th(column), th("Fångster"), th("Andel"))),
    element("tbody", {}, ...rows),
  );
}

type Props = { id: string; title: string; what: string; pattern: Pattern; column: string; axis?: Axis };

export function PatternChart({ id, title, what, pattern, column, axis = "text" }: Props) {
  const summary = patternSummary(pattern, what);
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.heading}>
        {title}
      </h3>
      <div dangerouslySetInnerHTML={{ __html: patternSvg(pattern, summary, axis) }} />
      {/* Hidden in a block of its own: a table is as wide as its cells, whatever width its own class gives it. */}
      <div className="visually-hidden" dangerouslySetInnerHTML={{ __html: patternTable(pattern, title, column) }} />
      <figcaption className={styles.summary}>{summary}</figcaption>
    </figure>
  );
}
