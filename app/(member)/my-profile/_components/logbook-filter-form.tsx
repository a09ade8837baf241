// The logbook's filters as a plain GET form to /my-profile, rendered on the server: it works without JavaScript, and
// what it sends is the address of the filtered list, whose export links carry the same filter.
import Link from "next/link";
import type { ReactNode } from "react";
import type { LogbookForm, LogbookFormKey } from "@/lib/logbook-export/filters";
import form from "@/components/ui/form.module.css";
import buttons from "@/components/ui/buttons.module.css";
import styles from "./logbook.module.css";

type FieldProps = { name: LogbookFormKey; label: string; error?: string; children: (props: Record<string, unknown>) => ReactNode };

function Field({ name, label, error, children }: FieldProps) {
  const id = `loggbok-${name}`;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      {children({ id, name, className: form.input, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-fel` : undefined })}
      {error ? (
        <p id={`${id}-fel`} className={form.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const PRESENCE_CHOICES: Record<"has_photo" | "has_position", [string, string][]> = {
  has_photo: [
    ["", "Med och utan bild"],
    ["yes", "Med bild"],
    ["no", "Utan bild"],
  ],
  has_position: [
    ["", "Med och utan position"],
    ["yes", "Med position"],
    ["no", "Utan position"],
  ],
};

/** `species`: the member's own species (their names); a filtered one that is not among them is offered too. */
export function LogbookFilterForm({ read, species, filtered }: { read: LogbookForm; species: string[]; filtered: boolean }) {
  const { values, errors } = read;
  const chosen = values.species?.trim().toLowerCase() ?? "";
  const options = species.map((name) => [name.toLowerCase(), name] as const);
  if (chosen && !options.some(([value]) => value === chosen)) options.unshift([chosen, values.species!.trim()]);
  const presence = (name: "has_photo" | "has_position", label: string) => (
    <Field name={name} label={label} error={errors[name]}>
      {(props) => (
        <select {...props} defaultValue={values[name] ?? ""}>
          {PRESENCE_CHOICES[name].map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form method="get" action="/my-profile" className={styles.filters} aria-label="Filtrera mina fångster">
      <Field name="species" label="Art" error={errors.species}>
        {(props) => (
          <select {...props} defaultValue={chosen}>
            <option value="">Alla arter</option>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="from" label="Från datum" error={errors.from}>
        {(props) => <input {...props} type="date" defaultValue={values.from ?? ""} />}
      </Field>
      <Field name="to" label="Till datum" error={errors.to}>
        {(props) => <input {...props} type="date" defaultValue={values.to ?? ""} />}
      </Field>
      {presence("has_photo", "Bild")}
      {presence("has_position", "Position")}
      <div className={styles.filterActions}>
        <button type="submit" className={`${buttons.primary} ${buttons.pill}`}>
          Visa fångster
        </button>
        {filtered ? (
          <Link href="/my-profile" prefetch={false}>
            Rensa filter
          </Link>
        ) : null}
      </div>
    </form>
  );
}
