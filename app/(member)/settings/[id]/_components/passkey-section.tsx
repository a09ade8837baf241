"use client";
// Inloggning: the member's passkeys beside the password. Add one under a name, see when each was last used, remove
// one (the server asks for a login within ten minutes, and keeps the last one of an account without e-mail).
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import styles from "@/components/profiles/profiles.module.css";
import { AddPasskeyForm } from "@/components/passkeys/add-passkey-form";
import { useSession } from "@/components/shell/session-context";
import buttons from "@/components/ui/buttons.module.css";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { TitledSection } from "@/components/ui/titled-section";
import { apiFetch, postJson } from "@/lib/api-client";
import { ERROR_CODE } from "@/lib/errors";
import type { PasskeyJson } from "@/lib/passkeys/schemas";

const when = (iso: string) => new Date(iso).toLocaleString("sv-SE", { dateStyle: "medium", timeStyle: "short" });

export function PasskeySection({ userId }: { userId: number }) {
  const router = useRouter();
  const { clearUser } = useSession();
  const { confirm, confirmDialog } = useConfirm();
  const [passkeys, setPasskeys] = useState<PasskeyJson[] | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [loginAgain, setLoginAgain] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void apiFetch<{ passkeys: PasskeyJson[] }>("/api/auth/passkeys", { signal: controller.signal, fallback: "Kunde inte ladda dina nycklar" }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setPasskeys(result.data.passkeys);
      else setAlert(result.error);
    });
    return () => controller.abort();
  }, []);

  async function remove(passkey: PasskeyJson) {
    if (!(await confirm(`Ta bort nyckeln ${passkey.name}? Den kan inte längre användas för att logga in.`, "Ta bort nyckeln"))) return;
    setAlert(null);
    setLoginAgain(false);
    setBusy(passkey.id);
    const result = await apiFetch(`/api/auth/passkeys/${passkey.id}`, { method: "DELETE", fallback: "Kunde inte ta bort nyckeln" });
    setBusy(null);
    if (result.ok) return setPasskeys((list) => list?.filter((p) => p.id !== passkey.id) ?? null);
    setAlert(result.error);
    setLoginAgain(result.code === ERROR_CODE.REAUTHENTICATION_REQUIRED);
  }

  async function logInAgain() {
    await postJson("/api/auth/logout");
    clearUser();
    router.push(`/login?next=${encodeURIComponent(`/settings/${userId}`)}`);
  }

  return (
    <TitledSection id="passkeys-title" title="Inloggning" className={styles.card} headingClassName={styles.heading}>
      <p className={styles.muted}>
        Logga in med en nyckel (passkey) i stället för lösenordet: telefonen eller datorn frågar efter fingeravtryck, ansikte eller pinkod. Lösenordet
        fungerar som förut, och glömmer du det kan du återställa det via email.
      </p>
      {passkeys === null ? (
        <p className={styles.muted} role="status">
          {alert ? null : "Laddar..."}
        </p>
      ) : passkeys.length === 0 ? (
        <p className={styles.muted}>Du har inga nycklar än.</p>
      ) : (
        <ul className={styles.list} aria-label="Dina nycklar">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.listItem}>
              <div className={styles.grow}>
                <p>
                  <strong>{passkey.name}</strong>
                </p>
                <p className={styles.muted}>
                  Tillagd {when(passkey.created_at)} · {passkey.last_used_at ? `Senast använd ${when(passkey.last_used_at)}` : "Inte använd än"}
                </p>
              </div>
              <button type="button" className={buttons.small} onClick={() => void remove(passkey)} disabled={busy !== null} aria-label={`Ta bort ${passkey.name}`}>
                {busy === passkey.id ? "Tar bort..." : "Ta bort"}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={alert} />
      {loginAgain ? (
        <div className={styles.actions}>
          <button type="button" className={buttons.small} onClick={() => void logInAgain()}>
            Logga in igen
          </button>
        </div>
      ) : null}
      <AddPasskeyForm onAdded={(passkey) => setPasskeys((list) => [...(list ?? []), passkey])} />
      {confirmDialog}
    </TitledSection>
  );
}
