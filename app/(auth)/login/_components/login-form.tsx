"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@/lib/accounts/schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField, UsernameField } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import { postJson } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { PasskeyLogin } from "./passkey-login";
import { useHydrated } from "./use-hydrated";
import styles from "./login.module.css";
import { formButtons } from "@/components/ui/form-buttons";

const FIELDS = ["username", "password"] as const;

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const hydrated = useHydrated();
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await postJson("/api/auth/login", values);
    if (result.ok) {
      setLeaving(true);
      onLoggedIn();
      return;
    }
    const { placed } = applyServerFieldErrors(setError, result.fields, FIELDS);
    if (!placed.length) setServerError(result.error);
  });

  const busy = isSubmitting || leaving;

  function passkeyLoggedIn() {
    setLeaving(true);
    onLoggedIn();
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} method="post" noValidate aria-busy={busy}>
      <FormAlert message={serverError} />
      {/* "webauthn": the browser may offer the member's passkeys among the field's suggestions. */}
      <UsernameField autoComplete="username webauthn" error={errors.username?.message} {...register("username")} />
      <PasswordField
        label="Lösenord"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <p className={styles.forgot}>
        <Link href="/forgot-password">Glömt lösenord?</Link>
      </p>
      <button type="submit" className={formButtons.primary} disabled={busy || !hydrated}>
        {busy ? "Loggar in…" : "Logga in"}
      </button>
      <PasskeyLogin onLoggedIn={passkeyLoggedIn} onError={setServerError} disabled={busy} />
    </form>
  );
}
