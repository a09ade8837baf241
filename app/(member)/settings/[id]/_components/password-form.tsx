"use client";
// Changing the password: current, new and confirmation. The other devices are logged out; this one stays.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import styles from "@/components/profiles/profiles.module.css";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import { apiFetch } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { passwordChangeFormSchema, passwordChangeMessages } from "@/lib/profiles/schemas";
import buttons from "@/components/ui/buttons.module.css";

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export function PasswordForm({ userId }: { userId: number }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function change(values: Values) {
    setAlert(null);
    setDone(null);
    const result = await apiFetch<{ message: string }>(`/api/profile/${userId}/password`, {
      method: "PUT",
      json: values,
      fallback: passwordChangeMessages.failed,
    });
    if (!result.ok) {
      applyServerFieldErrors(setError, result.fields, PASSWORD_FIELDS);
      setAlert(result.error);
      return;
    }
    reset();
    setDone(result.data.message);
  }

  return (
    <section className={styles.card} aria-labelledby="password-form-title">
      <h2 id="password-form-title" className={styles.heading}>
        Byt lösenord
      </h2>
      <form className={formStyles.form} onSubmit={handleSubmit(change)} noValidate>
        <PasswordField label="Nuvarande lösenord" autoComplete="current-password" error={errors.currentPassword?.message} {...register("currentPassword")} />
        <PasswordField
          label="Nytt lösenord"
          autoComplete="new-password"
          hint="Minst 8 tecken med stor och liten bokstav, en siffra och ett specialtecken."
          error={errors.newPassword?.message}
          {...register("newPassword")}
        />
        <PasswordField label="Bekräfta nytt lösenord" autoComplete="new-password" error={errors.confirmPassword?.message} {...register("confirmPassword")} />
        <FormAlert message={alert} />
        <p role="status" className={styles.muted}>
          {done}
        </p>
        <button type="submit" className={buttons.primary} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? "Byter..." : "Byt lösenord"}
        </button>
      </form>
    </section>
  );
}
