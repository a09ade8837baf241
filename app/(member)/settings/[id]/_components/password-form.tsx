"use client";
// Changing the password: current, new and confirmation. The other devices are logged out; this one stays.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import styles from "@/components/profiles/profiles.module.css";
import { PasswordField } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import { apiFetch } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { passwordChangeFormSchema, passwordChangeMessages } from "@/lib/profiles/schemas";
import { TitledSection } from "@/components/ui/titled-section";
import { SaveRow } from "./save-row";

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
    <TitledSection id="password-form-title" title="Byt lösenord" className={styles.card} headingClassName={styles.heading}>
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
        <SaveRow alert={alert} status={done} busy={isSubmitting} label="Byt lösenord" busyLabel="Byter..." />
      </form>
    </TitledSection>
  );
}
