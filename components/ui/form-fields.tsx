"use client";
// The site's labelled form fields, shared by every form: the hint and the error are read out with the field.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";
import styles from "./form.module.css";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "children"> & {
  label: string;
  /** Help text: above a text input, below a password input. */
  hint?: ReactNode;
  error?: string;
  /** Marks the field as one that must be filled in (a star, and aria-required). */
  requiredMark?: boolean;
  ref?: Ref<HTMLInputElement>;
};

type PasswordFieldProps = Omit<FieldProps, "type"> & {
  /** Shown under the error and read out with the input, e.g. the live password rules. */
  description?: ReactNode;
};

function describedBy(...ids: (string | undefined)[]) {
  return ids.filter(Boolean).join(" ") || undefined;
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

function FieldLabel({ htmlFor, label, requiredMark }: { htmlFor: string; label: string; requiredMark?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {requiredMark ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

/** The note that explains the star of required fields, once per form. */
export function RequiredNote() {
  return (
    <p className={styles.hint}>
      Fält märkta med <span aria-hidden="true">*</span>
      <span className="visually-hidden">stjärna</span> måste fyllas i.
    </p>
  );
}

/** The ids a field's input points at: its own, its hint's and its error's. */
function useFieldIds(id: string | undefined, hint: ReactNode) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return { inputId, hintId: hint ? `${inputId}-hint` : undefined, errorId: `${inputId}-error` };
}

/** Label, hint above the control, the control, its error: the frame of a text input and a text area. */
function FieldFrame({ ids, label, hint, error, requiredMark, children }: { ids: ReturnType<typeof useFieldIds>; label: string; hint?: ReactNode; error?: string; requiredMark?: boolean; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={ids.inputId} label={label} requiredMark={requiredMark} />
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

/** What a text input and a text area both say to assistive technology. */
function controlAria(ids: ReturnType<typeof useFieldIds>, error: string | undefined, requiredMark: boolean | undefined) {
  return {
    id: ids.inputId,
    "aria-invalid": error ? true : undefined,
    "aria-required": requiredMark || undefined,
    "aria-describedby": describedBy(error ? ids.errorId : undefined, ids.hintId),
  } as const;
}

export function TextField({ label, hint, error, requiredMark, id, className, ...input }: FieldProps) {
  const ids = useFieldIds(id, hint);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} requiredMark={requiredMark}>
      <input className={[styles.input, className].filter(Boolean).join(" ")} {...controlAria(ids, error, requiredMark)} {...input} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "children"> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** shows the asterisk of a required field (the form says what it means with RequiredNote) */
  requiredMark?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ label, hint, error, requiredMark, id, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} requiredMark={requiredMark}>
      <textarea className={[styles.input, styles.textarea, className].filter(Boolean).join(" ")} {...controlAria(ids, error, requiredMark)} {...textarea} />
    </FieldFrame>
  );
}

/** The username input of the login and registration forms. */
export function UsernameField(props: Omit<FieldProps, "label">) {
  return (
    <TextField
      label="Användarnamn"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={30}
      {...props}
    />
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, hint, error, description, id, ...input }: PasswordFieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id, hint);
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
          aria-describedby={describedBy(error ? errorId : undefined, hintId, descriptionId)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-label={visible ? "Dölj lösenord" : "Visa lösenord"}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible ? <path d="M3 3 21 21" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
          </svg>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
      {description ? <div id={descriptionId}>{description}</div> : null}
    </div>
  );
}
