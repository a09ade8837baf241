"use client";
// The creator invites a matros by username; only their own matroser can be invited, which the server decides.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormActions } from "@/components/ui/form-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-fields";
import formStyles from "@/components/ui/form.module.css";
import { postJson } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { tripInvitationSchema } from "@/lib/trips/schemas";
import styles from "@/components/trips/trips.module.css";

type Values = { username: string };

export function TripInvite({ tripId }: { tripId: number }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(tripInvitationSchema), defaultValues: { username: "" } });

  const onSubmit = handleSubmit(async ({ username }) => {
    setFormError(null);
    setDone(null);
    const result = await postJson<{ invited: string }>(`/api/trips/${tripId}/invitations`, { username });
    if (result.ok) {
      setDone(`${result.data.invited} är inbjuden.`);
      reset();
      router.refresh();
      return;
    }
    const { placed } = applyServerFieldErrors(setError, result.fields, ["username"]);
    if (!placed.length) setFormError(result.error);
  });

  return (
    <section className={styles.section} aria-labelledby="bjud-in">
      <h2 id="bjud-in">Bjud in matroser</h2>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField label="Matrosens användarnamn" autoComplete="off" error={errors.username?.message} {...register("username")} />
        <FormAlert message={formError} />
        <p role="status">{done}</p>
        <FormActions label="Bjud in" busyLabel="Bjuder in…" busy={isSubmitting} />
      </form>
    </section>
  );
}
