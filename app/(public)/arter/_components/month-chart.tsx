// Catches per month as bars drawn on the server (no script), with the same figures as a table for screen
// readers; the picture itself is hidden from them.
import styles from "./species.module.css";

const monthName = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString("sv-SE", { month: "short", timeZone: "UTC" }).replace(".", "");
const monthAndYear = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString("sv-SE", { month: "long", year: "numeric", timeZone: "UTC" });

const WIDTH = 360;
const HEIGHT = 160;
const AXIS = 18;

export function MonthChart({ months, caption }: { months: readonly { month: string; count: number }[]; caption: string }) {
  const highest = Math.max(1, ...months.map((m) => m.count));
  const slot = WIDTH / months.length;
  const barWidth = slot * 0.62;
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} className={styles.chart} aria-hidden="true" focusable="false">
        {months.map((m, i) => {
          const height = Math.round((m.count / highest) * (HEIGHT - 14));
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={m.month}>
              <rect className={styles.bar} x={x} y={HEIGHT - height} width={barWidth} height={height} rx={2} />
              {m.count ? (
                <text className={styles.axis} x={x + barWidth / 2} y={HEIGHT - height - 3} textAnchor="middle">
                  {m.count}
                </text>
              ) : null}
              <text className={styles.axis} x={x + barWidth / 2} y={HEIGHT + 13} textAnchor="middle">
                {monthName(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Månad</th>
            <th scope="col">Fångster</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthAndYear(m.month)}</th>
              <td>{m.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
