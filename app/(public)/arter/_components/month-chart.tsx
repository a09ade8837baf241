// Catches per month as bars drawn on the server (no script), with the same figures as a table for screen
// readers; the picture itself is hidden from them. Both are written as markup, so each hydrates as one node.
import { element, escapeHtml } from "@/lib/markup";
import styles from "./species.module.css";

const monthName = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString("sv-SE", { month: "short", timeZone: "UTC" }).replace(".", "");
const monthAndYear = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString("sv-SE", { month: "long", year: "numeric", timeZone: "UTC" });

const WIDTH = 360;
const HEIGHT = 160;
const AXIS = 18;

type Month = { month: string; count: number };

export function monthSvg(months: readonly Month[]): string {
  const highest = Math.max(1, ...months.map((m) => m.count));
  const slot = WIDTH / months.length;
  const barWidth = slot * 0.62;
  const bars = months.map((m, i) => {
    const height = Math.round((m.count / highest) * (HEIGHT - 14));
    const x = i * slot + (slot - barWidth) / 2;
    const middle = x + barWidth / 2;
    return element(
      "g",
      {},
      element("rect", { class: styles.bar, x, y: HEIGHT - height, width: barWidth, height, rx: 2 }),
      m.count ? element("text", { class: styles.axis, x: middle, y: HEIGHT - height - 3, "text-anchor": "middle" }, escapeHtml(m.count)) : "",
      element("text", { class: styles.axis, x: middle, y: HEIGHT + 13, "text-anchor": "middle" }, escapeHtml(monthName(m.month))),
    );
  });
  return element("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT + AXIS}`, class: styles.chart, "aria-hidden": "true", focusable: "false" }, ...bars);
}

export function monthTable(months: readonly Month[], caption: string): string {
  const rows = months.map((m) => element("tr", {}, element("th", { scope: "row" }, escapeHtml(monthAndYear(m.month))), element("td", {}, escapeHtml(m.count))));
  return element(
    "table",
    {},
    element("caption", {}, escapeHtml(caption)),
    element("thead", {}, element("tr", {}, element("th", { scope: "col" }, "Månad"), element("th", { scope: "col" }, "Fångster"))),
    element("tbody", {}, ...rows),
  );
}

export function MonthChart({ months, caption }: { months: readonly Month[]; caption: string }) {
  return (
    <figure className={styles.figure}>
      <div dangerouslySetInnerHTML={{ __html: monthSvg(months) }} />
      {/* Hidden in a block of its own: a table is as wide as its cells, whatever width its own class gives it. */}
      <div className="visually-hidden" dangerouslySetInnerHTML={{ __html: monthTable(months, caption) }} />
    </figure>
  );
}
