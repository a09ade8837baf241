"use client";
// A participant's own catches and the trip: theirs on it, each with "Ta bort från turen", and "Lägg till en fångst"
// offering their catches of the trip's days that are not on it (posted before the trip existed, or without choosing
// it). Fetched for this member alone; each change refreshes the page, whose summary then counts it.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { FormActions } from "@/components/ui/form-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import buttons from "@/components/ui/buttons.module.css";
import formStyles from "@/components/ui/form.module.css";
import { apiFetch } from "@/lib/api-client";
import type { OwnTripCatchesJson, OwnTripCatchJson, TripCatchChangeJson } from "@/lib/trips/types";
import styles from "@/components/trips/trips.module.css";

type State = { status: "loading" } | { status: "error"; error: string } | { status: "ready"; data: OwnTripCatchesJson };

const isOwnCatches = (data: unknown): data is OwnTripCatchesJson =>
  typeof data === "object" && data !== null && Array.isArray((data as OwnTripCatchesJson).on_trip) && Array.isArray((data as OwnTripCatchesJson).addable);

const kilos = (weight: string) => `${Number(weight).toLocaleString("sv-SE", { maximumFractionDigits: 2 })} kg`;
const day = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString("sv-SE", { day: "numeric", month: "long", timeZone: "UTC" });
const describe = (c: OwnTripCatchJson) => `${c.fish}, ${kilos(c.weight)}, ${day(c.fishing_date)}`;

/** The member's catches and the trip, as the next state; null once the component has gone away. */
async function fetchOwnCatches(tripId: number, signal?: AbortSignal): Promise<State | null> {
  const result = await apiFetch<OwnTripCatchesJson>(`/api/trips/${tripId}/catches`, { signal, accept: isOwnCatches, fallback: "Kunde inte hämta dina fångster" });
  if (result.ok) return { status: "ready", data: result.data };
  return result.reason === "aborted" ? null : { status: "error", error: result.error };
}

export function TripOwnCatches({ tripId }: { tripId: number }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ status: "loading" });
  const [chosen, setChosen] = useState("");
  const [busy, setBusy] = useState<"add" | number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    const next = await fetchOwnCatches(tripId);
    if (next) setState(next);
  }, [tripId]);

  useEffect(() => {
    const controller = new AbortController();
    void fetchOwnCatches(tripId, controller.signal).then((next) => {
      if (next) setState(next);
    });
    return () => controller.abort();
  }, [tripId]);

  const change = async (method: "PUT" | "DELETE", reportId: number) => {
    setBusy(method === "PUT" ? "add" : reportId);
    setError(null);
    setDone(null);
    const result = await apiFetch<TripCatchChangeJson>(`/api/trips/${tripId}/catches/${reportId}`, { method, fallback: "Kunde inte ändra turens fångster" });
    if (!result.ok) {
      setBusy(null);
      setError(result.error);
      return;
    }
    await load();
    setBusy(null);
    setDone(result.data.message);
    router.refresh();
    // The button pressed is gone with its catch: the keyboard goes on from the list's heading.
    if (method === "DELETE") heading.current?.focus();
  };

  if (state.status !== "ready") {
    return (
      <section className={styles.section} aria-labelledby="dina-fangster">
        <h2 id="dina-fangster">Dina fångster på turen</h2>
        {state.status === "loading" ? (
          <Loading label="Hämtar dina fångster..." />
        ) : (
          <ErrorState
            onRetry={() => {
              setState({ status: "loading" });
              void load();
            }}
          >
            {state.error}
          </ErrorState>
        )}
      </section>
    );
  }

  const { on_trip: onTrip, addable, can_add: canAdd } = state.data;
  const choice = addable.some((c) => String(c.report_id) === chosen) ? chosen : String(addable[0]?.report_id ?? "");
  // Said under the choice, not in it: a closed dropdown on a phone cuts a long choice off.
  const elsewhere = addable.find((c) => String(c.report_id) === choice)?.other_trip ?? null;
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (choice && busy === null) void change("PUT", Number(choice));
  };

  return (
    <section className={styles.section} aria-labelledby="dina-fangster">
      <h2 id="dina-fangster" ref={heading} tabIndex={-1}>
        Dina fångster på turen
      </h2>
      {onTrip.length === 0 ? (
        <EmptyState>Du har inga fångster på turen än.</EmptyState>
      ) : (
        <ul className={styles.people}>
          {onTrip.map((c) => (
            <li key={c.report_id} className={styles.person}>
              <Link id={`egen-fangst-${c.report_id}`} href={`/reports/${c.report_id}`}>
                {describe(c)}
              </Link>
              <button
                type="button"
                className={buttons.small}
                aria-describedby={`egen-fangst-${c.report_id}`}
                disabled={busy !== null}
                onClick={() => void change("DELETE", c.report_id)}
              >
                {busy === c.report_id ? "Tar bort…" : "Ta bort från turen"}
              </button>
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <>
          <h3 id="lagg-till-fangst">Lägg till en fångst</h3>
          {addable.length === 0 ? (
            <EmptyState>Du har inga andra fångster från turens dagar.</EmptyState>
          ) : (
            <form className={formStyles.form} onSubmit={add} aria-labelledby="lagg-till-fangst" noValidate>
              <div className={formStyles.field}>
                <label className={formStyles.label} htmlFor="tur-egen-fangst">
                  Fångst
                </label>
                <p id="tur-egen-fangst-hint" className={formStyles.hint}>
                  Dina fångster från turens dagar som inte är med. En fångst på en annan tur flyttas hit.
                </p>
                <select
                  id="tur-egen-fangst"
                  className={formStyles.input}
                  aria-describedby={elsewhere ? "tur-egen-fangst-hint tur-egen-fangst-flyttas" : "tur-egen-fangst-hint"}
                  value={choice}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  {addable.map((c) => (
                    <option key={c.report_id} value={String(c.report_id)}>
                      {describe(c)}
                      {c.other_trip ? " (annan tur)" : ""}
                    </option>
                  ))}
                </select>
                {elsewhere ? (
                  <p id="tur-egen-fangst-flyttas" className={formStyles.hint}>
                    Fångsten hör nu till {elsewhere.name ? `turen ${elsewhere.name}` : "en annan tur"} och flyttas hit.
                  </p>
                ) : null}
              </div>
              <FormActions label="Lägg till" busyLabel="Lägger till…" busy={busy === "add"} disabled={busy !== null} />
            </form>
          )}
        </>
      ) : null}
      <FormAlert message={error} />
      <p role="status">{done}</p>
    </section>
  );
}
