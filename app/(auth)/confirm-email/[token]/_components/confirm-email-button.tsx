"use client";
// The confirmation itself: one button that uses the link, then the result in place of it.
import { useState } from "react";
import { postJson } from "@/lib/api-client";
import { emailChangeMessages } from "@/lib/email-change/schemas";
import formStyles from "@/components/ui/form.module.css";
import { formButtons } from "@/components/ui/form-buttons";
import { LinkAction } from "@/components/ui/form-actions";
import styles from "../../../_components/account.module.css";

export function ConfirmEmailButton({ token, newEmail }: { token: string; newEmail: string }) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setError(null);
    const result = await postJson<{ message: string; email: string }>(
      `/api/email-change/confirm/${encodeURIComponent(token)}`,
      undefined,
      emailChangeMessages.failed,
    );
    setSending(false);
    if (result.ok) {
      setDone(result.data.message);
      return;
    }
    // A refused link (expired, used, an address no longer free) explains itself; anything else gets the fallback.
    setError(result.status >= 400 && result.status < 500 ? result.error : emailChangeMessages.failed);
  }

  if (done) {
    return (
      <>
        <p role="status" className={formStyles.notice}>
          {done} Från och med nu skickar vi mejl om ditt konto till {newEmail}.
        </p>
        <LinkAction href="/">Till startsidan</LinkAction>
      </>
    );
  }
  return (
    <div className={styles.section}>
      <p>
        Vill du byta email-adressen på ditt konto till <strong>{newEmail}</strong>?
      </p>
      <div role="alert" className={error ? formStyles.alert : undefined}>
        {error}
      </div>
      <div className={formStyles.actions}>
        <button type="button" className={formButtons.primary} onClick={confirm} disabled={sending} aria-busy={sending}>
          {sending ? "Byter…" : "Ja, byt email-adress"}
        </button>
      </div>
    </div>
  );
}
