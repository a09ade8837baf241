"use client";
// Adding a passkey under a name the member chooses ("Telefonen"): the settings' Inloggning section and an admin's
// second-factor setup share it. The browser asks for the fingerprint, face or PIN; the site stores the public key.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import buttons from "@/components/ui/buttons.module.css";
import { addPasskey, passkeysSupported } from "@/lib/passkeys/client";
import { passkeyMessages, passkeyName, PASSKEY_NAME_MAX, type PasskeyJson } from "@/lib/passkeys/schemas";

const schema = z.object({ name: passkeyName });

type Props = { onAdded: (passkey: PasskeyJson) => void; label?: string; defaultName?: string };

export function AddPasskeyForm({ onAdded, label = "Lägg till nyckel", defaultName = "" }: Props) {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: defaultName } });

  useEffect(() => {
    void passkeysSupported().then(setSupported, () => setSupported(false));
  }, []);

  const onSubmit = handleSubmit(async ({ name }) => {
    setAlert(null);
    setDone(null);
    const result = await addPasskey(name);
    if (!result.ok) return setAlert(result.error);
    reset({ name: "" });
    setDone(`Nyckeln ${result.data.name} är tillagd.`);
    onAdded(result.data);
  });

  if (supported === false) return <p role="status">{passkeyMessages.unsupported}</p>;

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="Namn på nyckeln"
        hint="Till exempel Telefonen eller Jobbdatorn, så att du känner igen den."
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX}
        error={errors.name?.message}
        {...register("name")}
      />
      <FormAlert message={alert} />
      <p role="status" className={formStyles.success}>
        {done}
      </p>
      <div>
        <button type="submit" className={buttons.primary} disabled={isSubmitting || supported !== true} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? "Väntar på nyckeln…" : label}
        </button>
      </div>
    </form>
  );
}
