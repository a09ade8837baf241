"use client";
// A text field that suggests values as the member types and still takes any text: the ARIA 1.2 combobox with a
// list popup (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Down and Up move through the suggestions,
// Enter takes the highlighted one, Escape closes the list, a tap or click takes one; the count is read out.
import { useId, useState, type ChangeEvent, type KeyboardEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "./form-fields";
import styles from "./suggest-field.module.css";

type SuggestFieldProps = {
  label: string;
  error?: string;
  requiredMark?: boolean;
  maxLength?: number;
  hint?: string;
  /** The form's own field (react-hook-form's register); typing goes through it unchanged. */
  registration: UseFormRegisterReturn;
  /** The suggestions for what has been typed, best first. */
  suggest: (text: string) => readonly string[];
  /** Called with the suggestion taken; the form puts it in the field. */
  onPick: (value: string) => void;
};

export function SuggestField({ label, error, requiredMark, maxLength, hint, registration, suggest, onPick }: SuggestFieldProps) {
  const listId = useId();
  const [options, setOptions] = useState<readonly string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showing = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(value: string) {
    onPick(value);
    close();
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    void registration.onChange(event);
    setOptions(suggest(event.target.value));
    setOpen(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!showing) {
        const found = suggest(event.currentTarget.value);
        setOptions(found);
        setOpen(true);
        setActive(found.length ? (event.key === "ArrowDown" ? 0 : found.length - 1) : -1);
        return;
      }
      const down = event.key === "ArrowDown";
      setActive((current) => (current < 0 ? (down ? 0 : options.length - 1) : (current + (down ? 1 : -1) + options.length) % options.length));
    } else if (event.key === "Enter" && showing && active >= 0) {
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === "Escape" && showing) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className={styles.wrap}>
      <TextField
        label={label}
        hint={hint}
        error={error}
        requiredMark={requiredMark}
        maxLength={maxLength}
        type="text"
        autoComplete="off"
        autoCapitalize="sentences"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={listId}
        aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
        {...registration}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          close();
          void registration.onBlur(event);
        }}
      />
      <ul id={listId} role="listbox" aria-label={`Förslag: ${label}`} className={styles.list} hidden={!showing}>
        {options.map((option, index) => (
          <li
            key={option}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? `${styles.option} ${styles.active}` : styles.option}
            // Keeps the focus in the field, so the blur does not close the list before the pick lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {option}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {open ? (options.length === 1 ? "1 förslag" : options.length ? `${options.length} förslag` : "") : ""}
      </p>
    </div>
  );
}
