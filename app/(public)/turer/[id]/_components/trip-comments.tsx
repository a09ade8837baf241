"use client";
// The trip's talk, for its participants only (the server gives the list to nobody else, and refuses their posts).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormActions } from "@/components/ui/form-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { TextAreaField } from "@/components/ui/form-fields";
import { EmptyState } from "@/components/ui/states";
import formStyles from "@/components/ui/form.module.css";
import { postJson } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { TRIP_LIMITS, tripCommentSchema } from "@/lib/trips/schemas";
import type { TripCommentJson } from "@/lib/trips/types";
import styles from "@/components/trips/trips.module.css";

const when = (iso: string) => new Date(iso).toLocaleString("sv-SE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Stockholm" });

export function TripComments({ tripId, comments }: { tripId: number; comments: TripCommentJson[] }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ body: string }>({ resolver: zodResolver(tripCommentSchema), defaultValues: { body: "" } });

  const onSubmit = handleSubmit(async ({ body }) => {
    setFormError(null);
    const result = await postJson(`/api/trips/${tripId}/comments`, { body });
    if (result.ok) {
      reset();
      router.refresh();
      return;
    }
    const { placed } = applyServerFieldErrors(setError, result.fields, ["body"]);
    if (!placed.length) setFormError(result.error);
  });

  return (
    <section className={styles.section} aria-labelledby="snack">
      <h2 id="snack">Snack om turen</h2>
      {comments.length === 0 ? (
        <EmptyState>Inga kommentarer än.</EmptyState>
      ) : (
        <ul className={styles.list}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <span className={styles.meta}>
                {comment.profile_url ? <a href={comment.profile_url}>{comment.name}</a> : comment.name} · <time dateTime={comment.created_at}>{when(comment.created_at)}</time>
              </span>
              <p>{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextAreaField label="Skriv till de andra" rows={3} maxLength={TRIP_LIMITS.commentMax} error={errors.body?.message} {...register("body")} />
        <FormAlert message={formError} />
        <FormActions label="Skicka" busyLabel="Skickar…" busy={isSubmitting} />
      </form>
    </section>
  );
}
