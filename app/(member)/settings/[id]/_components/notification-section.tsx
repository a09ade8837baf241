"use client";
// 'Aviseringar': for each kind of notification, whether it reaches the member on the site, by e-mail and by push;
// the weekly digest; and push on this device.
import { useEffect, useState } from "react";
import styles from "@/components/profiles/profiles.module.css";
import formStyles from "@/components/ui/form.module.css";
import { TitledSection } from "@/components/ui/titled-section";
import { apiFetch } from "@/lib/api-client";
import { CHANNEL_LABELS, CHANNELS, DIGEST, KIND_LABELS, type Channel, type PreferenceKind } from "@/lib/delivery/kinds";
import type { PreferenceRow, PreferencesJson } from "@/lib/delivery/schemas";
import local from "./notification-section.module.css";
import { PushToggle } from "./push-toggle";
import { SaveRow } from "./save-row";

export function NotificationSection() {
  const [data, setData] = useState<PreferencesJson | null>(null);
  const [rows, setRows] = useState<PreferenceRow[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void apiFetch<PreferencesJson>("/api/notifications/preferences", { signal: controller.signal, fallback: "Kunde inte hämta dina aviseringar" }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) return setLoadError(result.error);
      setData(result.data);
      setRows(result.data.preferences);
    });
    return () => controller.abort();
  }, []);

  const locked = data?.locked ?? null;
  const set = (kind: string, channel: Channel, value: boolean) => {
    setStatus(null);
    setRows((current) => current.map((row) => (row.kind === kind ? { ...row, [channel]: value } : row)));
  };

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setAlert(null);
    setStatus(null);
    const result = await apiFetch<PreferencesJson>("/api/notifications/preferences", {
      method: "PUT",
      json: { preferences: rows },
      fallback: "Kunde inte spara dina aviseringar",
    });
    setBusy(false);
    if (!result.ok) return setAlert(result.error);
    setData(result.data);
    setRows(result.data.preferences);
    setStatus("Dina aviseringar är sparade");
  }

  const digest = rows.find((row) => row.kind === DIGEST);
  return (
    <TitledSection id="notifications-title" title="Aviseringar" className={styles.card} headingClassName={styles.heading}>
      {loadError ? (
        <p className={styles.error} role="alert">
          {loadError}
        </p>
      ) : !data ? (
        <p className={styles.muted} role="status">
          Laddar...
        </p>
      ) : (
        <>
          {locked ? <p className={styles.notice}>{locked}</p> : null}
          {!locked && !data.hasEmail ? <p className={styles.muted}>Lägg till en e-postadress i profilen för att få aviseringar via e-post.</p> : null}
          <PushToggle vapidPublicKey={data.vapidPublicKey} disabled={locked !== null} />
          <form className={formStyles.form} onSubmit={save} noValidate>
            <div className={local.kinds}>
              {rows
                .filter((row) => row.kind !== DIGEST)
                .map((row) => (
                  <fieldset key={row.kind} className={local.kind}>
                    <legend>{KIND_LABELS[row.kind as PreferenceKind]}</legend>
                    <div className={local.channels}>
                      {CHANNELS.map((channel) => (
                        <label key={channel} className={local.channel}>
                          <input
                            type="checkbox"
                            name={`${row.kind}-${channel}`}
                            checked={row[channel]}
                            disabled={channel !== "site" && locked !== null}
                            onChange={(event) => set(row.kind, channel, event.target.checked)}
                          />
                          {CHANNEL_LABELS[channel]}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ))}
            </div>
            {digest ? (
              <label className={styles.checkRow}>
                <input type="checkbox" name="digest-email" checked={digest.email} disabled={locked !== null} onChange={(event) => set(DIGEST, "email", event.target.checked)} />
                <span>
                  {KIND_LABELS.digest} via e-post
                  <span className={styles.muted}> – en gång i veckan: dina matrosers fångster, dina tävlingar och nyheter</span>
                </span>
              </label>
            ) : null}
            <SaveRow alert={alert} status={status} busy={busy} label="Spara aviseringar" busyLabel="Sparar..." />
          </form>
        </>
      )}
    </TitledSection>
  );
}
