// The list's filters and text search as a plain GET form to /reports: it works without JavaScript, and what it sends
// is the shareable address of the filtered list (blank fields are dropped by the filtered page).
import Link from "next/link";
import { MONTH_NAMES, SEASONS, SEASON_LABELS, type FilterKey } from "@/lib/reports/filters";
import type { ReportSort } from "@/lib/reports/types";
import form from "@/components/ui/form.module.css";
import buttons from "@/components/ui/buttons.module.css";
import styles from "./filter-form.module.css";

type Values = Partial<Record<FilterKey, string>>;
/** `sort`: the order to keep when the form is sent (null: the default order). */
type Props = { values: Values; errors?: Partial<Record<string, string>>; sort: ReportSort | null; open: boolean };

const FLAGS: [FilterKey, string][] = [
  ["photo", "Med bild"],
  ["released", "Återutsatt"],
  ["personal_best", "Personbästa"],
  ["big_fish", "Storfisk"],
];

function Choice({ name, label, value, options, error }: { name: FilterKey; label: string; value?: string; options: [string, string][]; error?: string }) {
  const id = `filter-${name}`;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={form.input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">Alla</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={form.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input with its error, rendered on the server: the form needs no script of its own. */
function Text({ name, label, value, error, ...input }: { name: FilterKey; label: string; value?: string; error?: string } & Record<string, string | number | undefined>) {
  const id = `filter-${name}`;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={value ?? ""}
        className={form.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className={form.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FilterForm({ values, errors = {}, sort, open }: Props) {
  const text = (name: FilterKey, label: string, extra: Record<string, string | number> = {}) => (
    <Text key={name} name={name} label={label} value={values[name]} error={errors[name]} {...extra} />
  );

  return (
    <details className={styles.box} open={open}>
      <summary className={styles.summary}>Sök och filtrera</summary>
      <form method="get" action="/reports" className={styles.form} role="search" aria-label="Sök och filtrera rapporter">
        <div className={styles.search}>{text("q", "Sök i rapporterna", { type: "search", placeholder: "t.ex. gädda wobbler", maxLength: 100, enterKeyHint: "search" })}</div>
        {/* A text field, not a list of the catalogue: the name, a plural or a slug all find the species, and the
            list page stays light (a select of every species was a tenth of its HTML). */}
        {text("species", "Art", { maxLength: 60, placeholder: "t.ex. gädda" })}
        {text("place", "Plats", { maxLength: 100 })}
        {text("bait", "Bete", { maxLength: 100 })}
        {text("method", "Metod", { maxLength: 100 })}
        {text("from", "Från datum", { type: "date" })}
        {text("to", "Till datum", { type: "date" })}
        <Choice name="month" label="Månad" value={values.month} error={errors.month} options={MONTH_NAMES.map((name, index) => [String(index + 1), name])} />
        <Choice name="season" label="Säsong" value={values.season} error={errors.season} options={SEASONS.map((season) => [season, SEASON_LABELS[season]])} />
        {text("weight_min", "Vikt från (kg)", { inputMode: "decimal" })}
        {text("weight_max", "Vikt till (kg)", { inputMode: "decimal" })}
        {text("length_min", "Längd från (cm)", { inputMode: "decimal" })}
        {text("length_max", "Längd till (cm)", { inputMode: "decimal" })}
        <fieldset className={styles.flags}>
          <legend className={form.label}>Visa bara</legend>
          {FLAGS.map(([name, label]) => (
            <label key={name} className={styles.flag}>
              <input type="checkbox" name={name} value="1" defaultChecked={values[name] === "1"} /> {label}
            </label>
          ))}
        </fieldset>
        {sort ? <input type="hidden" name="sort" value={sort} /> : null}
        <div className={styles.actions}>
          <button type="submit" className={`${buttons.primary} ${buttons.pill}`}>
            Visa fångster
          </button>
          <Link href="/reports" prefetch={false}>
            Rensa filter
          </Link>
        </div>
      </form>
    </details>
  );
}
