"use client";

import { useMemo } from "react";
import { messages, newPassword } from "@/lib/validation/fields";
import styles from "./login.module.css";

// Each hint is met when the shared password rule reports no issue with that hint's message.
const RULES = [
  { message: messages.passwordMin, label: "Minst 8 tecken" },
  { message: messages.passwordUpper, label: "En stor bokstav" },
  { message: messages.passwordLower, label: "En liten bokstav" },
  { message: messages.passwordDigit, label: "En siffra" },
] as const;

/** Live hints of the registration password rules (SPEC §5). */
export function PasswordRules({ value }: { value: string }) {
  const failing = useMemo(() => {
    const result = newPassword.safeParse(value);
    return new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  }, [value]);

  return (
    <ul className={styles.rules} aria-label="Lösenordet behöver">
      {RULES.map((rule) => {
        const met = value.length > 0 && !failing.has(rule.message);
        return (
          <li key={rule.message} className={met ? styles.ruleMet : styles.rule}>
            <span aria-hidden="true" className={styles.ruleIcon}>
              {met ? "✓" : "•"}
            </span>
            {rule.label}
            <span className="visually-hidden">{met ? " (uppfyllt)" : " (saknas)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
