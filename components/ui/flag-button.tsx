"use client";
// 'Anmäl' as pages place it: the dialog and its form (flag-form-button.tsx) load only where a member sees the
// button, so a visitor's page carries none of it. Until the code is there, the same button stands disabled.
import { lazy, Suspense } from "react";
import type { FlagButtonProps } from "./flag-form-button";
import styles from "./flag-button.module.css";

const FlagFormButton = lazy(() => import("./flag-form-button").then((module) => ({ default: module.FlagFormButton })));

export function FlagButton(props: FlagButtonProps) {
  const waiting = (
    <button type="button" className={props.compact ? styles.compact : styles.flagButton} disabled>
      Anmäl
    </button>
  );
  return (
    <Suspense fallback={waiting}>
      <FlagFormButton {...props} />
    </Suspense>
  );
}
