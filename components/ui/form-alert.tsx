import styles from "./form.module.css";

/** A form-level error, always in the DOM so screen readers announce it the moment it is filled. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? styles.alert : undefined}>
      {message}
    </div>
  );
}
