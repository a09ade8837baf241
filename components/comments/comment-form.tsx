"use client";
// Writing a comment or an answer. What was typed stays in the field until the server has taken it, so a lost
// connection or a busy server costs nothing but another press of the button.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { FormAlert } from "@/components/ui/form-alert";
import { FormActions } from "@/components/ui/form-actions";
import { TextAreaField } from "@/components/ui/form-fields";
import { apiFetch } from "@/lib/api-client";
import { COMMENT_MAX, commentBodyProblem, normaliseCommentBody, type CommentThread } from "@/lib/comments/messages";
import styles from "./comments.module.css";

type CommentFormProps = {
  thread: CommentThread;
  /** the top-level comment answered, for a reply */
  parentId?: number;
  /** the name answered, for the field's label */
  replyTo?: string;
  /** closes a reply form ('Avbryt', or once sent) */
  onClose?: () => void;
};

export function commentsUrl(thread: CommentThread): string {
  return `/api/${thread.kind === "report" ? "reports" : "news"}/${thread.id}/comments`;
}

export function CommentForm({ thread, parentId, replyTo, onClose }: CommentFormProps) {
  const router = useRouter();
  const [body, setBody] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server checks the same rule again; checking here saves a round trip and keeps zod out of the page.
    const problem = commentBodyProblem(body);
    if (problem) return setFieldError(problem);
    setFieldError(undefined);
    setError(null);
    setSent(null);
    setBusy(true);
    const result = await apiFetch(commentsUrl(thread), { method: "POST", json: { body: normaliseCommentBody(body), parent_id: parentId ?? null }, fallback: "" });
    setBusy(false);
    if (!result.ok) {
      if (result.fields?.body) return setFieldError(result.fields.body);
      const reason = result.error || "Ingen kontakt med servern.";
      return setError(`Kommentaren kunde inte skickas: ${reason} Det du skrev finns kvar.`);
    }
    setBody("");
    setSent(parentId ? "Ditt svar är publicerat." : "Din kommentar är publicerad.");
    router.refresh();
    onClose?.();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextAreaField
        label={replyTo ? `Svar till ${replyTo}` : "Skriv en kommentar"}
        hint={`Högst ${COMMENT_MAX} tecken. Webbadresser blir länkar.`}
        value={body}
        rows={parentId ? 2 : 3}
        maxLength={COMMENT_MAX}
        error={fieldError}
        autoFocus={parentId !== undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <FormAlert message={error} />
      <FormActions label={parentId ? "Svara" : "Skicka"} busyLabel="Skickar..." busy={busy} onCancel={onClose} />
      <p role="status" className={styles.status}>
        {sent}
      </p>
    </form>
  );
}
