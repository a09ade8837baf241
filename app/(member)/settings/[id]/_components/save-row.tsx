// The close of a settings form: its error, the spoken 'saved' line and the save button.
import styles from "@/components/profiles/profiles.module.css";
import buttons from "@/components/ui/buttons.module.css";
import { FormAlert } from "@/components/ui/form-alert";

type Props = { alert: string | null; status: string | null; busy: boolean; label: string; busyLabel: string };

export function SaveRow({ alert, status, busy, label, busyLabel }: Props) {
  return (
    <>
      <FormAlert message={alert} />
      <p role="status" className={styles.muted}>
        {status}
      </p>
      <button type="submit" className={buttons.primary} disabled={busy} aria-busy={busy || undefined}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
