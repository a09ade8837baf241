"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { passwordResetMessages, resetPasswordFormSchema, type ResetPasswordFormInput } from "@/lib/password-reset/schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/form-fields";
import { postJson } from "@/lib/api-client";
import styles from "../../../_components/account.module.css";
import formStyles from "@/components/ui/form.module.css";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { FormActions } from "@/components/ui/form-actions";
import { ERROR_CODE, type ErrorCode } from "@/lib/errors";

/** SPEC §9: the member is sent to the login page 2 seconds after a successful reset. */
const REDIRECT_AFTER_MS = 2000;
const LINK_CODES: ReadonlySet<ErrorCode> = new Set([ERROR_CODE.LINK_UNKNOWN, ERROR_CODE.LINK_EXPIRED, ERROR_CODE.LINK_USED]);

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<{ message: string; linkProblem: boolean } | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  useEffect(() => {
    if (!done) return;
    doneRef.current?.focus();
    const timer = window.setTimeout(() => router.replace("/login"), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done, router]);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    const result = await postJson<{ message: string }>("/password/reset", { token, newPassword }, passwordResetMessages.fallback);
    if (result.ok) {
      setDone(result.data?.message ?? passwordResetMessages.done);
      return;
    }
    if (applyServerFieldErrors(setError, result.fields, ["newPassword"]).placed.length) return;
    setFormError({
      message: result.error,
      linkProblem: Boolean(result.code && LINK_CODES.has(result.code)),
    });
  });

  if (done) {
    return (
      <div className={formStyles.form}>
        <p ref={doneRef} tabIndex={-1} role="status" className={formStyles.success}>
          {done}
        </p>
        <p className={styles.muted}>Du skickas till inloggningen om 2 sekunder…</p>
        <Link href="/login" replace className={styles.backLink}>
          Logga in nu
        </Link>
      </div>
    );
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label="Nytt lösenord"
        autoComplete="new-password"
        hint="Minst 8 tecken, med minst en stor bokstav, en liten bokstav och en siffra."
        maxLength={72}
        required
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <PasswordField
        label="Bekräfta nytt lösenord"
        autoComplete="new-password"
        maxLength={72}
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <FormAlert message={formError?.message ?? null} />
      {formError?.linkProblem ? (
        <Link href="/forgot-password" className={styles.backLink}>
          Begär en ny återställningslänk
        </Link>
      ) : null}
      <FormActions label="Återställ lösenord" busyLabel="Sparar…" busy={isSubmitting} />
    </form>
  );
}
