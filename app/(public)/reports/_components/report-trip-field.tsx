"use client";
// The report form's optional trip: the trips of the weeks around today the member takes part in, fetched for them.
// Nothing shows when there are none; a trip page's "Rapportera en fångst" link picks its trip (?tur=).
import { useEffect, useState } from "react";
import type { FieldErrors, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { FieldError } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import { apiFetch } from "@/lib/api-client";
import type { ReportFormValues } from "@/lib/reports/schemas";
import { formatTripDays } from "@/lib/trips/messages";
import type { TripChoiceJson } from "@/lib/trips/types";

type Props = { register: UseFormRegister<ReportFormValues>; setValue: UseFormSetValue<ReportFormValues>; errors: FieldErrors<ReportFormValues> };

export function ReportTripField({ register, setValue, errors }: Props) {
  const [trips, setTrips] = useState<TripChoiceJson[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    void apiFetch<{ trips: TripChoiceJson[] }>("/api/trips/choices", { signal: controller.signal }).then((result) => {
      if (!result.ok) return;
      setTrips(result.data.trips);
      const wanted = Number(new URLSearchParams(window.location.search).get("tur"));
      if (result.data.trips.some((trip) => trip.id === wanted)) setValue("trip_id", String(wanted));
    });
    return () => controller.abort();
  }, [setValue]);

  const error = errors.trip_id?.message;
  if (trips.length === 0 && !error) return null;
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor="report-trip">
        Fisketur
      </label>
      <p id="report-trip-hint" className={formStyles.hint}>
        Valfritt: fångsten räknas till turen om dess datum är en av turens dagar.
      </p>
      <select
        id="report-trip"
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "report-trip-error report-trip-hint" : "report-trip-hint"}
        {...register("trip_id")}
      >
        <option value="">Ingen tur</option>
        {trips.map((trip) => (
          <option key={trip.id} value={String(trip.id)}>
            {trip.name} ({formatTripDays(trip.starts_on, trip.ends_on)})
          </option>
        ))}
      </select>
      <FieldError id="report-trip-error" message={error} />
    </div>
  );
}
