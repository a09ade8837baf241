// A form's closing row: the action (its label turns into `busyLabel` while it runs) and, in a dialog, 'Avbryt'.
import Link from "next/link";
import type { ReactNode } from "react";
import styles from "./form.module.css";
import { formButtons } from "@/components/ui/form-buttons";

type FormActionsProps = {
  label: ReactNode;
  busyLabel: ReactNode;
  busy: boolean;
  /** Off, for example, until a typed confirmation matches. */
  disabled?: boolean;
  /** Shows 'Avbryt', which calls this. */
  onCancel?: () => void;
  /** The submit button's look, when not the form's primary one (a destructive action, say). */
  submitClassName?: string;
};

export function FormActions({ label, busyLabel, busy, disabled, onCancel, submitClassName }: FormActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={submitClassName ?? formButtons.primary} disabled={busy || disabled} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
      {onCancel ? (
        <button type="button" className={formButtons.secondary} onClick={onCancel}>
          Avbryt
        </button>
      ) : null}
    </div>
  );
}

/** A closing row that leads on instead of submitting, e.g. 'Till startsidan' after a finished step. */
export function LinkAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Link href={href} className={formButtons.primary}>
        {children}
      </Link>
    </div>
  );
}
