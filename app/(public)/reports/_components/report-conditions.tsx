"use client";
// The 'Förhållanden' block on a catch's page: weather at the catch's hour from SMHI, sun and moon. The page is
// cached for everyone, so it arrives with what everyone may see; a member then asks the API, which adds the
// stations to whoever may see the exact spot and the correction form to the owner. While SMHI has not answered
// yet, the block asks again now and then and fills in when the weather arrives.
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Loading } from "@/components/ui/states";
import { useSession } from "@/components/shell/session-context";
import { apiFetch } from "@/lib/api-client";
import { conditionLines, moonText, STATUS_TEXT, TREND_ARROWS } from "@/lib/conditions/display";
import type { ConditionsView } from "@/lib/conditions/types";
import { MoonIcon } from "@/components/conditions/moon-icon";
import buttons from "@/components/ui/buttons.module.css";
import styles from "./report-conditions.module.css";

// Only the owner corrects: the form's code (and its schema) loads when they ask for it.
const ConditionsForm = dynamic(() => import("./conditions-form").then((module) => module.ConditionsForm), {
  ssr: false,
  loading: () => <Loading label="Laddar formuläret..." />,
});

const POLL_MS = 4000;
const POLL_TRIES = 20;

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

export function ReportConditions({ reportId, initial }: { reportId: number; initial: ConditionsView | null }) {
  const { status: session } = useSession();
  const [view, setView] = useState(initial);
  const [editing, setEditing] = useState(false);
  const waiting = view?.status === "pending";

  useEffect(() => {
    if (session === "loading") return;
    if (session !== "member" && !waiting) return;
    const controller = new AbortController();
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const answer = await apiFetch<ConditionsView>(`/api/reports/${reportId}/conditions`, { signal: controller.signal });
      if (controller.signal.aborted) return;
      if (answer.ok) setView(answer.data);
      tries += 1;
      if ((!answer.ok || answer.data.status === "pending") && tries < POLL_TRIES) timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // Polling starts once per page and session; later answers update `view` without starting it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reportId, session]);

  if (!view) return null;
  const lines = conditionLines(view);
  const moon = moonText(view);
  const noteText = view.status === "done" ? null : STATUS_TEXT[view.status];
  if (lines.length === 0 && !moon && !noteText && !view.canEdit) return null;

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
      {view.canEdit ? (
        editing ? (
          <ConditionsForm
            view={view}
            onSaved={(next) => {
              setView(next);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <p>
            <button type="button" className={buttons.small} onClick={() => setEditing(true)}>
              Rätta förhållandena
            </button>
          </p>
        )
      ) : null}
    </section>
  );
}
