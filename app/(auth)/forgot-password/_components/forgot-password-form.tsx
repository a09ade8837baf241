"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { passwordRequestSchema, passwordResetMessages, type PasswordRequestInput } from "@/lib/password-reset/schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-fields";
import { postJson } from "@/lib/api-client";
import styles from "../../_components/account.module.css";
import formStyles from "@/components/ui/form.module.css";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { FormActions } from "@/components/ui/form-actions";
import { formButtons } from "@/components/ui/form-buttons";

export function ForgotPasswordForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordRequestInput>({ resolver: zodResolver(passwordRequestSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    const result = await postJson<{ message: string }>("/password/request", { email }, passwordResetMessages.fallback);
    if (result.ok) {
      setSentMessage(result.data?.message ?? passwordResetMessages.requestSent);
      return;
    }
    const { placed } = applyServerFieldErrors(setError, result.fields, ["email"]);
    if (!placed.length) setFormError(result.error);
  });

  if (sentMessage) {
    return (
      <div className={formStyles.form}>
        <p role="status" className={formStyles.success}>
          {sentMessage}
        </p>
        <p className={styles.muted}>
          Länken gäller i en timme och kan bara användas en gång. Hittar du inte mejlet? Titta i skräpposten.
        </p>
        <div className={formStyles.actions}>
          <button type="button" className={formButtons.secondary} onClick={() => setSentMessage(null)}>
            Skicka till en annan adress
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="Email-adress"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
        error={errors.email?.message}
        {...register("email")}
      />
      <FormAlert message={formError} />
      <FormActions label="Skicka återställningslänk" busyLabel="Skickar…" busy={isSubmitting} />
    </form>
  );
}
