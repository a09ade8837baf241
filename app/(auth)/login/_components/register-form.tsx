"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { registerSchema } from "@/lib/accounts/schemas";
import { PARENTAL_CONSENT_UNDER } from "@/lib/validation/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField, TextField, UsernameField } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import { postJson } from "@/lib/api-client";
import { ERROR_CODE } from "@/lib/errors";
import { applyServerFieldErrors } from "@/lib/form-errors";
import type { PendingConsent } from "./consent-pending";
import { PasswordRules } from "./password-rules";
import { StepHeading } from "./step-heading";
import { useHydrated } from "./use-hydrated";
import styles from "./login.module.css";
import { formButtons } from "@/components/ui/form-buttons";

/** What the member has typed, kept when they step back (the password is not kept). */
export type RegisterDraft = { username: string; email: string };

type RegisterAnswer = { consentPending?: boolean; message?: string; parentEmail?: string };

type Props = {
  focusHeading: boolean;
  age: number;
  parentEmail: string | undefined;
  draft: RegisterDraft;
  onBack: (draft: RegisterDraft) => void;
  onStepError: (field: "age" | "parentEmail", message: string, draft: RegisterDraft) => void;
  onRegistered: () => void;
  onPending: (pending: PendingConsent) => void;
};

const FORM_FIELDS = ["username", "password", "email"] as const;

export function RegisterForm(props: Props) {
  const hydrated = useHydrated();
  const { focusHeading, age, parentEmail, draft, onBack, onStepError, onRegistered, onPending } = props;
  const child = age < PARENTAL_CONSENT_UNDER;
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: draft.username, password: "", age, parentEmail, email: child ? "" : draft.email },
  });
  const password = useWatch({ control, name: "password" }) ?? "";

  const currentDraft = (): RegisterDraft => ({ username: getValues("username") ?? "", email: getValues("email") ?? "" });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await postJson<RegisterAnswer>("/api/auth/register", {
      username: values.username,
      password: values.password,
      age: values.age,
      parentEmail: values.parentEmail,
      email: values.email,
    });

    if (result.ok) {
      if (result.status === 202 || result.data?.consentPending) {
        onPending({
          message: result.data?.message ?? "Vi har skickat ett mejl till din förälder.",
          parentEmail: result.data?.parentEmail ?? values.parentEmail ?? "",
          childAge: values.age,
          childUsername: values.username,
        });
      } else {
        setLeaving(true);
        onRegistered();
      }
      return;
    }

    const fields = { ...result.fields };
    if (result.code === ERROR_CODE.EMAIL_BLOCKED && !Object.keys(fields).length) fields[child ? "parentEmail" : "email"] = result.error;
    if (fields.age) return onStepError("age", fields.age, currentDraft());
    if (fields.parentEmail && child) return onStepError("parentEmail", fields.parentEmail, currentDraft());
    // A child's form has no e-mail field of its own: its address is the parent's, asked in the step before.
    const { placed } = applyServerFieldErrors(setError, fields, child ? FORM_FIELDS.filter((name) => name !== "email") : FORM_FIELDS);
    if (!placed.length) setServerError(result.error);
  });

  const busy = isSubmitting || leaving;

  return (
    <form className={formStyles.form} onSubmit={onSubmit} method="post" noValidate aria-busy={busy}>
      <StepHeading focus={focusHeading}>Välj användarnamn och lösenord</StepHeading>
      {child ? (
        <p className={styles.stepText}>
          När kontot är skapat skickar vi ett mejl till <strong>{parentEmail}</strong> så att din förälder kan godkänna
          det.
        </p>
      ) : null}
      <FormAlert message={serverError} />
      <UsernameField
        hint="3–30 tecken: bokstäver, siffror, punkt, bindestreck eller understreck."
        error={errors.username?.message}
        {...register("username")}
      />
      <PasswordField
        label="Lösenord"
        autoComplete="new-password"
        error={errors.password?.message}
        description={<PasswordRules value={password} />}
        {...register("password")}
      />
      {child ? null : (
        <TextField
          label="Email-adress (valfritt)"
          hint="Behövs om du glömmer ditt lösenord och vill återställa det."
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          error={errors.email?.message}
          {...register("email")}
        />
      )}
      <div className={formStyles.actions}>
        <button type="button" className={formButtons.secondary} onClick={() => onBack(currentDraft())} disabled={busy}>
          Tillbaka
        </button>
        <button type="submit" className={formButtons.primary} disabled={busy || !hydrated}>
          {busy ? "Skapar konto…" : "Skapa konto"}
        </button>
      </div>
    </form>
  );
}
