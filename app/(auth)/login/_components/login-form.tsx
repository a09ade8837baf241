"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@/lib/accounts/schemas";
import { postJson } from "./api";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";
import { TextField } from "./text-field";
import { useHydrated } from "./use-hydrated";
import styles from "./login.module.css";

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
    const fieldErrors = FIELDS.filter((name) => result.fields?.[name]);
    fieldErrors.forEach((name, i) => setError(name, { type: "server", message: result.fields![name] }, { shouldFocus: i === 0 }));
    if (!fieldErrors.length) setServerError(result.error);
  });

  const busy = isSubmitting || leaving;

  return (
    <form className={styles.form} onSubmit={onSubmit} method="post" noValidate aria-busy={busy}>
      <FormAlert message={serverError} />
      <TextField
        label="Användarnamn"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={30}
        error={errors.username?.message}
        {...register("username")}
      />
      <PasswordField
        label="Lösenord"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <p className={styles.forgot}>
        <Link href="/forgot-password">Glömt lösenord?</Link>
      </p>
      <button type="submit" className={styles.primary} disabled={busy || !hydrated}>
        {busy ? "Loggar in…" : "Logga in"}
      </button>
    </form>
  );
}
