"use client";

import { useEffect, useRef, type ReactNode } from "react";
import styles from "./login.module.css";

/** A step's heading; it takes focus when the step replaces the previous one, so screen readers follow. */
export function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.stepTitle}>
      {children}
    </h2>
  );
}
