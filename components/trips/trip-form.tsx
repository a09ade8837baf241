"use client";
// Planning a trip, or changing its plan (`editing`): validated in the browser with the server's own schema, then
// sent; the server's field messages land on their fields. Used by /turer and by the trip's own page.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormActions } from "@/components/ui/form-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { RequiredNote, TextAreaField, TextField } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import { apiFetch } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { todayInSweden } from "@/lib/calendar";
import { addDays, TRIP_LIMITS, tripInputSchema, type TripFormValues, type TripInput } from "@/lib/trips/schemas";
import styles from "./trips.module.css";

const FIELDS = ["name", "place", "description", "starts_on", "ends_on", "latitude", "longitude", "is_public"] as const;

type Props = { editing?: { id: number; values: TripFormValues }; onDone?: () => void };

export function TripForm({ editing, onDone }: Props) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const start = addDays(todayInSweden(), 7);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TripFormValues, unknown, TripInput>({
    resolver: zodResolver(tripInputSchema),
    defaultValues: editing?.values ?? { name: "", place: "", description: "", starts_on: start, ends_on: addDays(start, 1), latitude: "", longitude: "", is_public: false },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    const result = await apiFetch<{ id: number }>(editing ? `/api/trips/${editing.id}` : "/api/trips", { method: editing ? "PUT" : "POST", json: input });
    if (result.ok) {
      if (editing) {
        onDone?.();
        router.refresh();
      } else router.push(`/turer/${result.data.id}`);
      return;
    }
    const { placed } = applyServerFieldErrors(setError, result.fields, FIELDS);
    if (!placed.length) setFormError(result.error);
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <RequiredNote />
      <TextField label="Turens namn" requiredMark maxLength={TRIP_LIMITS.nameMax} error={errors.name?.message} {...register("name")} />
      <div className={styles.pair}>
        <TextField label="Första dagen" type="date" requiredMark error={errors.starts_on?.message} {...register("starts_on")} />
        <TextField label="Sista dagen" type="date" requiredMark hint="Högst 14 dagar." error={errors.ends_on?.message} {...register("ends_on")} />
      </div>
      <TextField label="Plats" requiredMark maxLength={TRIP_LIMITS.placeMax} hint="Sjö, älv eller ort." error={errors.place?.message} {...register("place")} />
      <fieldset className={styles.fieldset}>
        <legend>Position (valfri)</legend>
        <p className={formStyles.hint}>Bara de som är med på turen ser positionen. Den ger fiskevädret för platsen.</p>
        <div className={styles.pair}>
          <TextField label="Latitud" inputMode="decimal" placeholder="59,3293" error={errors.latitude?.message} {...register("latitude")} />
          <TextField label="Longitud" inputMode="decimal" placeholder="18,0686" error={errors.longitude?.message} {...register("longitude")} />
        </div>
      </fieldset>
      <TextAreaField label="Beskrivning" maxLength={TRIP_LIMITS.descriptionMax} rows={4} hint="Samling, boende, vad ni ska fiska efter." error={errors.description?.message} {...register("description")} />
      <label className={styles.check}>
        <input type="checkbox" {...register("is_public")} />
        Öppen tur: alla kan läsa sidan (annars bara de som är med)
      </label>
      <FormAlert message={formError} />
      <FormActions label={editing ? "Spara planen" : "Planera turen"} busyLabel="Sparar…" busy={isSubmitting} onCancel={editing ? onDone : undefined} />
    </form>
  );
}
