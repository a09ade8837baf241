"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ageGateSchema } from "@/lib/accounts/schemas";
import { messages } from "@/lib/validation/fields";
import { TextField } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import { StepHeading } from "./step-heading";
import { useHydrated } from "./use-hydrated";
import styles from "./login.module.css";
import { formButtons } from "@/components/ui/form-buttons";

type Props = {
  focusHeading: boolean;
  defaultValue: number | null;
  serverError?: string;
  onNext: (age: number) => void;
};

export function AgeStep({ focusHeading, defaultValue, serverError, onNext }: Props) {
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ageGateSchema),
    defaultValues: { age: defaultValue === null ? "" : String(defaultValue) },
  });

  // An answer from the server that belongs to this step is shown here when the member is sent back to it.
  useEffect(() => {
    if (serverError) setError("age", { type: "server", message: serverError }, { shouldFocus: true });
  }, [serverError, setError]);

  const onSubmit = handleSubmit(
    ({ age }) => onNext(age),
    (invalid) => {
      // SPEC §5: a declared age that is too young is answered with an alert, and the member stays here.
      if (invalid.age?.message === messages.tooYoung) window.alert(messages.tooYoung);
    },
  );

  // The too-young answer is the alert above, not a line under the field.
  const error = errors.age?.message === messages.tooYoung ? undefined : errors.age?.message;

  return (
    <form className={formStyles.form} onSubmit={onSubmit} method="post" noValidate>
      <StepHeading focus={focusHeading}>Hur gammal är du?</StepHeading>
      <p className={styles.stepText}>
        Vi frågar för att kunna skydda våra yngsta medlemmar. Är du under 13 år behöver vi en förälders samtycke
        innan du kan logga in.
      </p>
      <TextField
        label="Ålder"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="next"
        maxLength={3}
        className={styles.ageInput}
        error={error}
        {...register("age")}
      />
      <button type="submit" className={formButtons.primary} disabled={!hydrated}>
        Fortsätt
      </button>
    </form>
  );
}
