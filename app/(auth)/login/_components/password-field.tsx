"use client";

import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import styles from "./login.module.css";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> & {
  label: string;
  error?: string;
  /** Shown under the input and read out with it, e.g. the password rules. */
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, description, id, ...input }: Props) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = error ? `${inputId}-error` : undefined;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordWrap}>
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          className={`${styles.input} ${styles.passwordInput}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, descriptionId].filter(Boolean).join(" ") || undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={styles.revealButton}
          aria-label={visible ? "Dölj lösenord" : "Visa lösenord"}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {description ? <div id={descriptionId}>{description}</div> : null}
    </div>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 3 21 21" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
