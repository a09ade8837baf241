"use client";
// An admin without a second factor may make a passkey it, instead of an authenticator app: the new passkey proves
// this session, and the panel opens.
import { useRouter } from "next/navigation";
import { AddPasskeyForm } from "@/components/passkeys/add-passkey-form";

export function PasskeySetup() {
  const router = useRouter();
  return (
    <AddPasskeyForm
      label="Lägg till nyckel och fortsätt"
      defaultName="Adminnyckel"
      onAdded={() => {
        router.replace("/admin");
        router.refresh();
      }}
    />
  );
}
