// The 'Förhållanden' block's markup: weather at the catch's hour from SMHI, sun and moon, as one view gives them.
// Pure, so the server draws it into the cached page and the browser part (conditions-live.tsx) redraws it.
import type { ReactNode } from "react";
import { conditionLines, moonText, STATUS_TEXT, TREND_ARROWS } from "@/lib/conditions/display";
import type { ConditionsView } from "@/lib/conditions/types";
import { MoonIcon } from "@/components/conditions/moon-icon";
import styles from "./report-conditions.module.css";

const FIELD_WORDS: Record<string, string> = {
  airTemperature: "lufttemperatur",
  windSpeed: "vind",
  windDirection: "vindriktning",
  pressure: "lufttryck",
  cloudCover: "molnighet",
  precipitation: "nederbörd",
};

/** "Station A, 7 km bort (lufttemperatur, vind); Station B, 39 km bort (lufttryck)": each station once. */
function stationList(stations: NonNullable<ConditionsView["stations"]>): string {
  const byName = new Map<string, { km: number; fields: string[] }>();
  const order = Object.keys(FIELD_WORDS);
  for (const s of [...stations].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field))) {
    const entry = byName.get(s.name) ?? { km: s.km, fields: [] };
    entry.fields.push(FIELD_WORDS[s.field] ?? s.field);
    byName.set(s.name, entry);
  }
  return [...byName].map(([name, { km, fields }]) => `${name}, ${km} km bort (${fields.join(", ")})`).join("; ");
}

/** The block for `view`; `editor` is the owner's way to correct it (the button or the form). Nothing to show: nothing. */
export function ConditionsBlock({ view, editor = null }: { view: ConditionsView; editor?: ReactNode }) {
  const lines = conditionLines(view);
  const moon = moonText(view);
  const noteText = view.status === "done" ? null : STATUS_TEXT[view.status];
  if (lines.length === 0 && !moon && !noteText && !editor) return null;

  return (
    <section className={styles.block} aria-labelledby="forhallanden">
      <h2 id="forhallanden" className={styles.title}>
        Förhållanden
      </h2>
      {lines.length > 0 || moon ? (
        <dl className={styles.lines}>
          {lines.map((line) => (
            <div key={line.key} style={{ display: "contents" }}>
              <dt>{line.label}</dt>
              <dd>
                {line.trend ? (
                  <span className={styles.arrow} aria-hidden="true">
                    {TREND_ARROWS[line.trend]}{" "}
                  </span>
                ) : null}
                {line.value}
              </dd>
            </div>
          ))}
          {moon && view.sunMoon ? (
            <div style={{ display: "contents" }}>
              <dt>Måne</dt>
              <dd className={styles.moon}>
                <MoonIcon phase={view.sunMoon.moonPhase} />
                <span>{moon}</span>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className={styles.note} role="status" aria-live="polite">
        {noteText}
      </p>
      {view.status === "done" && lines.some((l) => FIELD_WORDS[l.key]) ? (
        <p className={styles.note}>
          Väder: SMHI:s öppna data (CC BY 4.0), uppmätt vid närmaste station den timmen.
          {view.stations && view.stations.length > 0 ? (
            <>
              {" "}
              Stationer:{" "}
              {stationList(view.stations)}.
            </>
          ) : null}
        </p>
      ) : null}
      {view.memberFields.length > 0 ? <p className={styles.note}>Några värden är ändrade av fångstens ägare.</p> : null}
      {editor}
    </section>
  );
}
