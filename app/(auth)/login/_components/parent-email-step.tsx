"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { parentEmailStepSchema } from "@/lib/accounts/schemas";
import { TextField } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import { StepHeading } from "./step-heading";
import { useHydrated } from "./use-hydrated";
import styles from "./login.module.css";
import { formButtons } from "@/components/ui/form-buttons";

type Props = {
  focusHeading: boolean;
  defaultValue: string;
  serverError?: string;
  onBack: () => void;
  onNext: (parentEmail: string) => void;
};

export function ParentEmailStep({ focusHeading, defaultValue, serverError, onBack, onNext }: Props) {
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(parentEmailStepSchema),
    defaultValues: { parentEmail: defaultValue },
  });

  // An answer from the server that belongs to this step is shown here when the member is sent back to it.
  useEffect(() => {
    if (serverError) setError("parentEmail", { type: "server", message: serverError }, { shouldFocus: true });
  }, [serverError, setError]);

  return (
    <form className={formStyles.form} onSubmit={handleSubmit((values) => onNext(values.parentEmail))} method="post" noValidate>
      <StepHeading focus={focusHeading}>Din förälders email-adress</StepHeading>
      <p className={styles.stepText}>
        Eftersom du är under 13 år behöver en förälder godkänna ditt konto. Vi skickar ett mejl med en länk till din
        förälder, som får läsa om vilka uppgifter vi sparar och ge sitt samtycke. Du kan logga in när din förälder har
        godkänt.
      </p>
      <TextField
        label="Förälderns email-adress"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        error={errors.parentEmail?.message}
        {...register("parentEmail")}
      />
      <div className={formStyles.actions}>
        <button type="button" className={formButtons.secondary} onClick={onBack}>
          Tillbaka
        </button>
        <button type="submit" className={formButtons.primary} disabled={!hydrated}>
          Fortsätt
        </button>
      </div>
    </form>
  );
}
