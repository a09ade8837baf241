"use client";

import styles from "./login.module.css";

/** The form-level message: always in the DOM so screen readers announce it the moment it is filled. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? styles.formAlert : undefined}>
      {message}
    </div>
  );
}
