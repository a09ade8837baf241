"use client";
// The new-competition form: validated in the browser with the server's own schema, then posted; the server's
// field messages land on their fields.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMember } from "@/components/shell/use-member";
import { FormActions } from "@/components/ui/form-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { FieldError, RequiredNote, TextAreaField, TextField } from "@/components/ui/form-fields";
import { Loading } from "@/components/ui/states";
import formStyles from "@/components/ui/form.module.css";
import { postJson } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import {
  COMPETITION_LIMITS,
  COMPETITION_RULES,
  competitionInputSchema,
  RULE_HELP,
  RULE_LABELS,
  RULES_WITH_N,
  type CompetitionFormValues,
  type CompetitionInput,
} from "@/lib/competitions/schemas";
import { todayInSweden } from "@/lib/calendar";
import styles from "../../../../(public)/tavlingar/_components/competitions.module.css";

const FIELDS = ["name", "description", "species_ids", "starts_on", "ends_on", "rule", "top_n", "invite_only", "photo_required"] as const;

function monthLater(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

export function CompetitionForm({ species }: { species: { id: number; name: string }[] }) {
  const session = useMember();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const today = todayInSweden();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CompetitionFormValues, unknown, CompetitionInput>({
    resolver: zodResolver(competitionInputSchema),
    defaultValues: { name: "", description: "", species_ids: [], starts_on: today, ends_on: monthLater(today), rule: "heaviest", top_n: 3, invite_only: false, photo_required: false },
  });
  const rule = useWatch({ control, name: "rule" });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    const result = await postJson<{ id: number }>("/api/competitions", input);
    if (result.ok) {
      router.push(`/tavlingar/${result.data.id}`);
      return;
    }
    const { placed } = applyServerFieldErrors(setError, result.fields, FIELDS);
    if (!placed.length) setFormError(result.error);
  });

  if (session.status !== "member") return <Loading />;
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <RequiredNote />
      <TextField label="Namn" requiredMark maxLength={COMPETITION_LIMITS.nameMax} error={errors.name?.message} {...register("name")} />
      <TextAreaField label="Beskrivning" maxLength={COMPETITION_LIMITS.descriptionMax} rows={3} error={errors.description?.message} {...register("description")} />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="competition-rule">
          Regel<span aria-hidden="true"> *</span>
        </label>
        <p id="competition-rule-hint" className={formStyles.hint}>
          {RULE_HELP[rule as keyof typeof RULE_HELP] ?? ""}
        </p>
        <select
          id="competition-rule"
          className={styles.select}
          aria-required
          aria-invalid={errors.rule ? true : undefined}
          aria-describedby={errors.rule ? "competition-rule-error competition-rule-hint" : "competition-rule-hint"}
          {...register("rule")}
        >
          {COMPETITION_RULES.map((value) => (
            <option key={value} value={value}>
              {RULE_LABELS[value]}
            </option>
          ))}
        </select>
        <FieldError id="competition-rule-error" message={errors.rule?.message} />
      </div>
      {RULES_WITH_N.includes(rule as (typeof RULES_WITH_N)[number]) ? (
        <TextField
          label="Antal fångster som räknas (N)"
          hint="1 betyder bästa enskilda fångsten."
          type="number"
          inputMode="numeric"
          min={COMPETITION_LIMITS.topNMin}
          max={COMPETITION_LIMITS.topNMax}
          error={errors.top_n?.message}
          {...register("top_n")}
        />
      ) : null}
      <TextField label="Startdatum" type="date" requiredMark error={errors.starts_on?.message} {...register("starts_on")} />
      <TextField label="Slutdatum" type="date" requiredMark hint="Högst ett år efter start." error={errors.ends_on?.message} {...register("ends_on")} />
      <fieldset className={styles.fieldset} aria-describedby={errors.species_ids ? "competition-species-error" : "competition-species-hint"}>
        <legend>Arter</legend>
        <p id="competition-species-hint" className={formStyles.hint}>
          Välj en eller flera, eller inga alls för att alla arter ska räknas.
        </p>
        <div className={styles.choices}>
          {species.map((s) => (
            <label key={s.id} className={styles.check}>
              <input type="checkbox" value={s.id} {...register("species_ids")} />
              {s.name}
            </label>
          ))}
        </div>
        <FieldError id="competition-species-error" message={errors.species_ids?.message ?? errors.species_ids?.root?.message} />
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" {...register("invite_only")} />
        Bara inbjudna (du bjuder in dina matroser)
      </label>
      <label className={styles.check}>
        <input type="checkbox" {...register("photo_required")} />
        Foto krävs för att en fångst ska räknas
      </label>
      <FormAlert message={formError} />
      <FormActions label="Skapa tävling" busyLabel="Skapar…" busy={isSubmitting} />
    </form>
  );
}
