"use client";
// The report form's field sections: the catch itself (fish with suggestions, weight and length with the size
// warning, place, released) and its details (date, bait, method, notes). Weight and length are text fields with a
// decimal keyboard: a number field drops "4,2" in a browser whose language writes decimals with a point, and would
// send 42.
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { TextAreaField, TextField } from "@/components/ui/form-fields";
import { SuggestField } from "@/components/ui/suggest-field";
import { REPORT_LIMITS, type ReportFormValues } from "@/lib/reports/schemas";
import { suggestSpeciesNames, underMinimumSize } from "@/lib/species/lookup";
import styles from "./report-form.module.css";

type SectionProps = {
  register: UseFormRegister<ReportFormValues>;
  errors: FieldErrors<ReportFormValues>;
};

export function CatchSection({
  register,
  errors,
  setValue,
  control,
}: SectionProps & { setValue: UseFormSetValue<ReportFormValues>; control: Control<ReportFormValues> }) {
  const [typedFish, typedLength] = useWatch({ control, name: ["fish", "length"] });
  const sizeWarning = underMinimumSize(String(typedFish ?? ""), String(typedLength ?? ""));
  return (
    <>
      <SuggestField
        label="Fisk"
        requiredMark
        maxLength={REPORT_LIMITS.fishMax}
        hint="Börja skriva, t.ex. ”gäd”, och välj bland förslagen – eller skriv fritt."
        error={errors.fish?.message}
        registration={register("fish")}
        suggest={suggestSpeciesNames}
        onPick={(name) => setValue("fish", name, { shouldValidate: true, shouldDirty: true })}
      />

      <div className={styles.pair}>
        <TextField
          label="Vikt (kg)"
          requiredMark
          type="text"
          inputMode="decimal"
          autoComplete="off"
          error={errors.weight?.message}
          {...register("weight")}
        />
        <TextField
          label="Längd (cm)"
          requiredMark
          type="text"
          inputMode="decimal"
          autoComplete="off"
          error={errors.length?.message}
          {...register("length")}
        />
      </div>

      {/* Always present, so a screen reader hears the warning when it appears. */}
      <p role="status" className={sizeWarning ? styles.sizeWarning : "visually-hidden"}>
        {sizeWarning}
      </p>

      <TextField
        label="Plats"
        requiredMark
        type="text"
        maxLength={REPORT_LIMITS.locationMax}
        hint="Sjö, älv eller kust, t.ex. Vättern vid Hjo."
        error={errors.location?.message}
        {...register("location")}
      />

      <label className={styles.check}>
        <input type="checkbox" {...register("released")} />
        Återutsatt – fisken fick simma tillbaka
      </label>
    </>
  );
}

export function DetailsSection({ register, errors }: SectionProps) {
  return (
    <>
      <div className={styles.pair}>
        <TextField label="Datum" type="date" min={REPORT_LIMITS.earliestDate} error={errors.date?.message} {...register("date")} />
        <TextField label="Klockslag (valfritt)" type="time" step={60} error={errors.catch_time?.message} {...register("catch_time")} />
      </div>

      <div className={styles.pair}>
        <TextField label="Bete" type="text" maxLength={REPORT_LIMITS.baitMax} error={errors.bait?.message} {...register("bait")} />
        <TextField label="Metod" type="text" maxLength={REPORT_LIMITS.methodMax} error={errors.method?.message} {...register("method")} />
      </div>

      <TextAreaField label="Anteckningar" rows={3} maxLength={REPORT_LIMITS.notesMax} error={errors.notes?.message} {...register("notes")} />
    </>
  );
}
