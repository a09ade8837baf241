"use client";
// The one interactive part of the consent page: the button, the confirm dialog and the switch to the thank-you view.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { Modal } from "@/components/ui/modal";
import { consentMessages } from "@/lib/consent/messages";
import { postJson } from "@/lib/api-client";
import styles from "../../../_components/account.module.css";
import formStyles from "@/components/ui/form.module.css";
import { formButtons } from "@/components/ui/form-buttons";

const ConfirmedContext = createContext<() => void>(() => {});

/** Shows `children` (the consent details) until the parent has consented, then `done`, with focus on its heading. */
export function ConsentFlow({ children, done }: { children: ReactNode; done: ReactNode }) {
  const [confirmed, setConfirmed] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!confirmed) return;
    const heading = doneRef.current?.querySelector("h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
    window.scrollTo({ top: 0 });
  }, [confirmed]);

  if (confirmed) return <div ref={doneRef}>{done}</div>;
  return <ConfirmedContext.Provider value={() => setConfirmed(true)}>{children}</ConfirmedContext.Provider>;
}

export function ConsentButton({ token, childUsername }: { token: string; childUsername: string }) {
  const onConfirmed = useContext(ConfirmedContext);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setError(null);
    const result = await postJson<{ message: string }>(
      `/api/consent/parental-confirm/${encodeURIComponent(token)}`,
      undefined,
      consentMessages.confirmFailed,
    );
    setSending(false);
    if (result.ok) {
      setOpen(false);
      onConfirmed();
      return;
    }
    // A refused link (expired, already used) explains itself; anything else gets the spec's fallback.
    setError(result.status >= 400 && result.status < 500 ? result.error : consentMessages.confirmFailed);
  }

  return (
    <div className={styles.section}>
      <p className={formStyles.notice}>
        Genom att ge ditt samtycke låter du {childUsername} använda Fiskegänget. Du kan när som helst ta tillbaka det.
      </p>
      <div className={formStyles.actions}>
        <button type="button" className={formButtons.primary} onClick={() => setOpen(true)}>
          Jag ger mitt samtycke
        </button>
      </div>
      <Modal open={open} onClose={() => !sending && setOpen(false)} title="Bekräfta ditt samtycke">
        <div className={formStyles.form}>
          <p className={styles.muted}>
            Jag är förälder eller vårdnadshavare till <strong>{childUsername}</strong> och godkänner att Fiskegänget
            behandlar barnets uppgifter så som beskrivs på sidan.
          </p>
          <div role="alert" className={error ? formStyles.alert : undefined}>
            {error}
          </div>
          <div className={formStyles.actions}>
            <button type="button" className={formButtons.secondary} onClick={() => setOpen(false)} disabled={sending}>
              Avbryt
            </button>
            <button type="button" className={formButtons.primary} onClick={confirm} disabled={sending} aria-busy={sending}>
              {sending ? "Registrerar…" : "Ja, jag ger mitt samtycke"}
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
