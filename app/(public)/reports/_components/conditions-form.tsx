"use client";
// The owner's correction of a catch's conditions: every value may be changed or emptied, and the water temperature
// added. Checked with the handler's own schema before it is sent; the server's field messages land on the fields.
import { useState, type FormEvent } from "react";
import { FormActions } from "@/components/ui/form-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-fields";
import { apiFetch } from "@/lib/api-client";
import type { ConditionValue } from "@/lib/conditions/fields";
import { CONDITION_RANGES, conditionsCorrectionSchema } from "@/lib/conditions/schemas";
import type { ConditionsView } from "@/lib/conditions/types";
import styles from "./report-conditions.module.css";

const EDITABLE: ConditionValue[] = ["waterTemperature", "airTemperature", "windSpeed", "windDirection", "pressure", "pressureTrend", "cloudCover", "precipitation"];

const asTyped = (value: number | null) => (value === null ? "" : String(value).replace(".", ","));

type Props = { view: ConditionsView; onSaved: (view: ConditionsView) => void; onCancel: () => void };

export function ConditionsForm({ view, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(EDITABLE.map((field) => [field, asTyped(view.values[field])])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Only what changed becomes the member's own; a value left as looked up stays SMHI's.
    const changed = Object.fromEntries(EDITABLE.filter((f) => values[f] !== asTyped(view.values[f])).map((f) => [f, values[f]]));
    const checked = conditionsCorrectionSchema.safeParse(changed);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      setAlert("Rätta de markerade fälten.");
      return;
    }
    if (Object.keys(changed).length === 0) return onCancel();
    setBusy(true);
    const answer = await apiFetch<ConditionsView>(`/api/reports/${view.reportId}/conditions`, { method: "PUT", json: changed });
    setBusy(false);
    if (answer.ok) return onSaved(answer.data);
    setErrors(answer.fields ?? {});
    setAlert(answer.error);
  }

  return (
    <form className={styles.edit} onSubmit={(event) => void submit(event)} noValidate aria-label="Rätta förhållandena">
      <FormAlert message={alert} />
      <div className={styles.fields}>
        {EDITABLE.map((field) => (
          <TextField
            key={field}
            label={`${CONDITION_RANGES[field].label} (${CONDITION_RANGES[field].unit})`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={values[field] ?? ""}
            error={errors[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
      </div>
      <p className={styles.note}>Ett tomt fält tar bort värdet. Det du ändrar skrivs aldrig över av SMHI.</p>
      <FormActions label="Spara förhållanden" busyLabel="Sparar …" busy={busy} onCancel={onCancel} />
    </form>
  );
}
