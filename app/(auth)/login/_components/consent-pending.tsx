"use client";

import Link from "next/link";
import { useState } from "react";
import { CONSENT_LINK_DAYS } from "@/lib/consent/texts";
import formStyles from "@/components/ui/form.module.css";
import { postJson } from "@/lib/api-client";
import { StepHeading } from "./step-heading";
import styles from "./login.module.css";
import { formButtons } from "@/components/ui/form-buttons";

export type PendingConsent = { message: string; parentEmail: string; childAge: number; childUsername: string };

type Resend = { state: "idle" | "sending" } | { state: "sent"; message: string } | { state: "failed"; error: string };

/** After an under-13 registration: the account waits until a parent approves it from the e-mail. */
export function ConsentPending({ message, parentEmail, childAge, childUsername }: PendingConsent) {
  const [resend, setResend] = useState<Resend>({ state: "idle" });

  async function sendAgain() {
    setResend({ state: "sending" });
    const result = await postJson<{ message?: string }>("/api/consent/parental-request", {
      parentEmail,
      childAge,
      childUsername,
    });
    if (result.ok) setResend({ state: "sent", message: result.data?.message ?? "Vi har skickat länken igen." });
    else setResend({ state: "failed", error: result.error });
  }

  return (
    <div className={formStyles.form}>
      <StepHeading focus>Nu väntar vi på din förälder</StepHeading>
      <p className={formStyles.notice}>{message}</p>
      <p className={styles.stepText}>
        Mejlet gick till <strong className={styles.address}>{parentEmail}</strong> och länken i det gäller i{" "}
        {CONSENT_LINK_DAYS} dagar. Ditt användarnamn är <strong>{childUsername}</strong>.
      </p>
      <p className={styles.stepText}>Hittar din förälder inte mejlet? Be hen titta i skräpposten, eller skicka länken igen.</p>
      <div role="status" className={resend.state === "sent" ? formStyles.success : undefined}>
        {resend.state === "sent" ? resend.message : null}
      </div>
      <div role="alert" className={resend.state === "failed" ? formStyles.alert : undefined}>
        {resend.state === "failed" ? resend.error : null}
      </div>
      <div className={formStyles.actions}>
        <button
          type="button"
          className={formButtons.secondary}
          onClick={sendAgain}
          disabled={resend.state === "sending"}
        >
          {resend.state === "sending" ? "Skickar…" : "Skicka länken igen"}
        </button>
        <Link href="/" className={formButtons.primary}>
          Till startsidan
        </Link>
      </div>
    </div>
  );
}
