"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-fields";
import { FormActions } from "@/components/ui/form-actions";
import formStyles from "@/components/ui/form.module.css";
import { postJson } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { secondFactorCodeSchema, type SecondFactorCodeInput } from "@/lib/second-factor/schemas";

const FALLBACK = "Koden kunde inte kontrolleras. Försök igen.";

/** The code that opens the admin panel on this session; then the panel loads anew, with the powers. */
export function VerifyForm() {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<SecondFactorCodeInput>({ resolver: zodResolver(secondFactorCodeSchema), defaultValues: { code: "" } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    const result = await postJson<{ message: string }>("/api/auth/second-factor/verify", { code }, FALLBACK);
    if (result.ok) {
      router.replace("/admin");
      router.refresh();
      return;
    }
    const { placed } = applyServerFieldErrors(setError, result.fields, ["code"]);
    if (!placed.length) setFormError(result.error);
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="Kod"
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={20}
        hint="Sex siffror från appen, eller en återställningskod (xxxxx-xxxxx)."
        error={errors.code?.message}
        {...register("code")}
      />
      <FormAlert message={formError} />
      <FormActions label="Fortsätt" busyLabel="Kontrollerar…" busy={isSubmitting || isSubmitSuccessful} />
    </form>
  );
}
