"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-fields";
import { FormActions } from "@/components/ui/form-actions";
import formStyles from "@/components/ui/form.module.css";
import { formButtons } from "@/components/ui/form-buttons";
import { postJson } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { secondFactorCodeSchema, type SecondFactorCodeInput } from "@/lib/second-factor/schemas";
import styles from "./second-factor.module.css";

const FALLBACK = "Appen kunde inte bekräftas. Försök igen.";

/**
 * The QR code (drawn on the server) and the same secret as text for an app that cannot scan; the app's first code
 * confirms it, and the ten recovery codes are shown this once.
 */
export function SetupForm({ qrSvg, secret }: { qrSvg: string; secret: string }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SecondFactorCodeInput>({ resolver: zodResolver(secondFactorCodeSchema), defaultValues: { code: "" } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    const result = await postJson<{ recovery_codes: string[] }>("/api/auth/second-factor/setup/confirm", { code }, FALLBACK);
    if (result.ok && result.data) {
      setRecoveryCodes(result.data.recovery_codes);
      return;
    }
    const { placed } = applyServerFieldErrors(setError, result.ok ? undefined : result.fields, ["code"]);
    if (!placed.length) setFormError(result.ok ? FALLBACK : result.error);
  });

  if (recoveryCodes) {
    return (
      <div className={formStyles.form}>
        <p role="status" className={formStyles.success}>
          Klart! Din andra faktor är inställd.
        </p>
        <h2 className={styles.heading}>Dina återställningskoder</h2>
        <p>
          Spara dem på ett säkert ställe. Varje kod fungerar en gång om du inte har telefonen. De visas bara nu.
        </p>
        <ul className={styles.codes} aria-label="Återställningskoder">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <div className={formStyles.actions}>
          <Link className={formButtons.primary} href="/admin">
            Till adminpanelen
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <ol className={styles.steps}>
        <li>Öppna autentiseringsappen och lägg till ett konto.</li>
        <li>Skanna QR-koden, eller skriv in nyckeln för hand.</li>
        <li>Skriv koden som appen visar.</li>
      </ol>
      <div className={styles.qr} role="img" aria-label="QR-kod för autentiseringsappen" dangerouslySetInnerHTML={{ __html: qrSvg }} />
      <p>
        Nyckel: <code className={styles.secret}>{secret}</code>
      </p>
      <TextField
        label="Kod från appen"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        required
        maxLength={20}
        error={errors.code?.message}
        {...register("code")}
      />
      <FormAlert message={formError} />
      <FormActions label="Bekräfta" busyLabel="Kontrollerar…" busy={isSubmitting} />
    </form>
  );
}
