"use client";
// The account: download everything stored, log out on every device, delete the account (typing the username).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSession } from "@/components/shell/session-context";
import styles from "@/components/profiles/profiles.module.css";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import { apiFetch, postJson } from "@/lib/api-client";
import { useConfirm } from "@/components/ui/confirm-dialog";
import buttons from "@/components/ui/buttons.module.css";
import { TitledSection } from "@/components/ui/titled-section";

export function AccountSection({ userId, username }: { userId: number; username: string }) {
  const { confirm, confirmDialog } = useConfirm();
  const router = useRouter();
  const { clearUser } = useSession();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState<"everywhere" | "delete" | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  /** Both actions end the session here: on success the member leaves for the home page, else reads why not. */
  function leaveWhenDone(result: { ok: true } | { ok: false; error: string }) {
    setBusy(null);
    if (!result.ok) return setAlert(result.error);
    clearUser();
    router.push("/");
  }

  async function logOutEverywhere() {
    const { waitingCatchesQuestion } = await import("@/lib/offline/before-logout");
    const question = await waitingCatchesQuestion(userId);
    if (question && !(await confirm(question, "Logga ut ändå"))) return;
    setBusy("everywhere");
    leaveWhenDone(await postJson("/api/auth/logout-everywhere"));
  }

  async function deleteAccount() {
    if (typed !== username) {
      setAlert("Skriv ditt användarnamn exakt som det är");
      return;
    }
    if (!(await confirm("Ditt konto, dina rapporter och bilder tas bort för alltid. Fortsätta?", "Ta bort mitt konto"))) return;
    setBusy("delete");
    leaveWhenDone(await apiFetch(`/api/profile/${userId}`, { method: "DELETE", json: { username: typed }, fallback: "Kunde inte ta bort kontot" }));
  }

  return (
    <TitledSection id="account-title" title="Konto" className={styles.card} headingClassName={styles.heading}>
      <div className={styles.actions}>
        <a href={`/api/profile/${userId}/export`} className={buttons.small} download>
          Ladda ner mina uppgifter
        </a>
        <button type="button" className={buttons.small} onClick={logOutEverywhere} disabled={busy !== null}>
          {busy === "everywhere" ? "Loggar ut..." : "Logga ut överallt"}
        </button>
      </div>
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void deleteAccount();
        }}
      >
        <h3 className={styles.subheading}>Ta bort mitt konto</h3>
        <p className={styles.muted}>
          Allt tas bort: profilen, rapporterna, bilderna, gillningarna, matroserna och notifikationerna. Det går inte att ångra.
        </p>
        <TextField
          label={`Skriv ditt användarnamn (${username}) för att bekräfta`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
        <FormAlert message={alert} />
        <button type="submit" className={buttons.danger} disabled={busy !== null || typed !== username}>
          {busy === "delete" ? "Tar bort..." : "Ta bort mitt konto"}
        </button>
      </form>
      {confirmDialog}
    </TitledSection>
  );
}
