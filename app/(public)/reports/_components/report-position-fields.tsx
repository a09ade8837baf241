"use client";
// Where the catch was made, in the report form: typed as coordinates (keyboard and screen reader), or taken from
// the browser's position when 'Använd min position' is pressed (never before), and who may see it.
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import type { FieldErrors, UseFormGetValues, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { FieldError, TextField } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import buttons from "@/components/ui/buttons.module.css";
import type { ReportFormValues } from "@/lib/reports/schemas";
import type { TileSource } from "./position-picker";
import styles from "./report-form.module.css";

const PositionPicker = dynamic(() => import("./position-picker").then((module) => module.PositionPicker), {
  ssr: false,
  loading: () => <div className={styles.picker} />,
});

/** The precision choices, worded for anglers ('matroser' are one's friends on the site). */
export const PRECISION_CHOICES = [
  { value: "friends", label: "Exakt för mig och mina matroser", hint: "Du och dina vänner ser punkten, andra bara området." },
  { value: "area", label: "Ungefärlig för alla", hint: "Alla utom du ser bara området, en ruta på ungefär 10 × 10 km." },
  { value: "hidden", label: "Dold", hint: "Ingen utom du ser var fångsten gjordes." },
] as const;

const GEOLOCATION_ERRORS: Record<number, string> = {
  1: "Webbläsaren fick inte dela din position. Skriv in koordinaterna i stället.",
  2: "Din position gick inte att hitta. Skriv in koordinaterna i stället.",
  3: "Det tog för lång tid att hitta din position. Försök igen eller skriv in koordinaterna.",
};

/** Six decimals with a comma, as the form's other decimals are written. */
const asTyped = (value: number) => value.toFixed(6).replace(".", ",");

type Props = {
  register: UseFormRegister<ReportFormValues>;
  setValue: UseFormSetValue<ReportFormValues>;
  getValues: UseFormGetValues<ReportFormValues>;
  errors: FieldErrors<ReportFormValues>;
  /** Where the map's tiles come from; without it the form offers no map (the typed fields remain). */
  tiles?: TileSource;
  /** On a correction, blank coordinates keep the stored position. */
  editing: boolean;
};

/** A typed coordinate as a number, or null. */
const typedNumber = (value: unknown) => {
  const number = Number(String(value ?? "").trim().replace(",", "."));
  return String(value ?? "").trim() && Number.isFinite(number) ? number : null;
};

export function ReportPositionFields({ register, setValue, getValues, errors, editing, tiles }: Props) {
  const [locating, setLocating] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const id = useId();

  function fill(latitude: number, longitude: number) {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue("latitude", asTyped(latitude), options);
    setValue("longitude", asTyped(longitude), options);
  }

  function typedPoint() {
    const [latitude, longitude] = [typedNumber(getValues("latitude")), typedNumber(getValues("longitude"))];
    return latitude !== null && longitude !== null ? { latitude, longitude } : null;
  }

  function useMyPosition() {
    if (!("geolocation" in navigator)) {
      setStatus("Webbläsaren kan inte dela din position. Skriv in koordinaterna i stället.");
      return;
    }
    setLocating(true);
    setStatus("Hämtar din position …");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        fill(coords.latitude, coords.longitude);
        setLocating(false);
        setStatus("Din position är ifylld.");
      },
      (error) => {
        setLocating(false);
        setStatus(GEOLOCATION_ERRORS[error.code] ?? GEOLOCATION_ERRORS[2]!);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return (
    <fieldset className={styles.position}>
      <legend className={formStyles.label}>Position (valfri)</legend>
      <p className={formStyles.hint}>
        {editing
          ? "Lämna tomt för att behålla den sparade positionen. Decimalgrader, t.ex. 59,3293 och 18,0686."
          : "Decimalgrader, t.ex. 59,3293 och 18,0686. Positionen måste ligga i Sverige."}
      </p>
      <div className={styles.pair}>
        <TextField label="Latitud (N)" type="text" inputMode="decimal" autoComplete="off" error={errors.latitude?.message} {...register("latitude")} />
        <TextField label="Longitud (E)" type="text" inputMode="decimal" autoComplete="off" error={errors.longitude?.message} {...register("longitude")} />
      </div>
      <div className={styles.locate}>
        <button type="button" className={buttons.small} onClick={useMyPosition} disabled={locating}>
          Använd min position
        </button>
        {tiles ? (
          <button type="button" className={buttons.small} aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
            {mapOpen ? "Stäng kartan" : "Välj på kartan"}
          </button>
        ) : null}
        <p role="status" className={formStyles.hint}>
          {status}
        </p>
      </div>
      {tiles && mapOpen ? (
        <PositionPicker
          tiles={tiles}
          start={typedPoint()}
          onPick={({ latitude, longitude }) => {
            fill(latitude, longitude);
            setStatus("Platsen från kartan är ifylld.");
          }}
        />
      ) : null}
      <fieldset className={styles.precision} aria-describedby={`${id}-precision-error`}>
        <legend className={formStyles.label}>Vem ser positionen?</legend>
        {PRECISION_CHOICES.map((choice) => (
          <label key={choice.value} className={styles.radio}>
            <input type="radio" value={choice.value} aria-describedby={`${id}-${choice.value}-hint`} {...register("position_precision")} />
            <span>
              {choice.label}
              <span id={`${id}-${choice.value}-hint`} className={formStyles.hint}>
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
        <FieldError id={`${id}-precision-error`} message={errors.position_precision?.message} />
      </fieldset>
    </fieldset>
  );
}
