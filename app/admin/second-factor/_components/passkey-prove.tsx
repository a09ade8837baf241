"use client";
// An admin proves the second factor on this session with one of their passkeys instead of the app's code.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { formButtons } from "@/components/ui/form-buttons";
import formStyles from "@/components/ui/form.module.css";
import { provePasskeySecondFactor } from "@/lib/passkeys/client";

export function PasskeyProve() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function prove() {
    setAlert(null);
    setBusy(true);
    const result = await provePasskeySecondFactor();
    if (result.ok) {
      router.replace("/admin");
      router.refresh();
      return;
    }
    setBusy(false);
    setAlert(result.error);
  }

  return (
    <div className={formStyles.form}>
      <FormAlert message={alert} />
      <button type="button" className={formButtons.primary} onClick={() => void prove()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Väntar på nyckeln…" : "Använd nyckel"}
      </button>
    </div>
  );
}
