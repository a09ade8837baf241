"use client";
// 'Logga in med nyckel' beside the password form, and the browser's own offer of the member's passkeys in the
// username field's autofill (conditional mediation) where the browser has it. The password login is untouched.
import { useEffect, useRef, useState } from "react";
import { formButtons } from "@/components/ui/form-buttons";
import { cancelPasskeyCeremony, logInWithPasskey, passkeyAutofillSupported, passkeysSupported } from "@/lib/passkeys/client";
import styles from "./login.module.css";

// A challenge lives five minutes; the autofill asks for a new one before its own runs out.
const AUTOFILL_REFRESH_MS = 4 * 60 * 1000;

type Props = { onLoggedIn: () => void; onError: (message: string | null) => void; disabled: boolean };

export function PasskeyLogin({ onLoggedIn, onError, disabled }: Props) {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  // The autofill's ceremony stops for good once the button starts one of its own, or the page goes.
  const autofillStopped = useRef(false);

  useEffect(() => {
    let active = true;
    void passkeysSupported().then((yes) => active && setSupported(yes), () => {});
    async function waitForAutofill() {
      if (!(await passkeyAutofillSupported().catch(() => false))) return;
      while (active && !autofillStopped.current) {
        let refreshed = false;
        const refresh = setTimeout(() => {
          refreshed = true;
          void cancelPasskeyCeremony();
        }, AUTOFILL_REFRESH_MS);
        const result = await logInWithPasskey({ autofill: true });
        clearTimeout(refresh);
        if (!active || autofillStopped.current) return;
        if (result.ok) return onLoggedIn();
        // Only a refresh asks again, with a new challenge; a browser that ends the wait itself is not asked in a loop,
        // and a refusal is said once.
        if (!result.cancelled) onError(result.error);
        if (!refreshed) return;
      }
    }
    void waitForAutofill();
    return () => {
      active = false;
      void cancelPasskeyCeremony().catch(() => {});
    };
    // onLoggedIn and onError are the form's own, stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function logIn() {
    autofillStopped.current = true;
    onError(null);
    setBusy(true);
    const result = await logInWithPasskey();
    setBusy(false);
    if (result.ok) return onLoggedIn();
    onError(result.error);
  }

  if (!supported) return null;
  return (
    <div className={styles.passkey}>
      <p className={styles.or}>eller</p>
      <button type="button" className={formButtons.secondary} onClick={() => void logIn()} disabled={busy || disabled} aria-busy={busy || undefined}>
        {busy ? "Väntar på nyckeln…" : "Logga in med nyckel"}
      </button>
    </div>
  );
}
