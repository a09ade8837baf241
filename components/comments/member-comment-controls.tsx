"use client";
// What a member may do with one comment: answer it, remove it (its author, the report's owner, an admin) and flag
// it (other members). The server decides again on every one of them. Loaded only for members (comment-controls.tsx).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/shell/session-context";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { FlagButton } from "@/components/ui/flag-button";
import { FormAlert } from "@/components/ui/form-alert";
import { apiFetch } from "@/lib/api-client";
import type { CommentThread } from "@/lib/comments/messages";
import { memberIdOfAnonymousName } from "@/lib/privacy/members";
import { CommentForm } from "./lazy-comment-form";
import styles from "./comments.module.css";

export type CommentControlsProps = {
  comment: { id: number; parentId: number | null; author: { id: number | null; name: string } };
  thread: CommentThread;
  ownerId: number | null;
};

export function MemberCommentControls({ comment, thread, ownerId }: CommentControlsProps) {
  const { user } = useSession();
  const router = useRouter();
  const { confirm, confirmDialog } = useConfirm();
  const [replying, setReplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const authorId = comment.author.id ?? memberIdOfAnonymousName(comment.author.name);
  const own = authorId === user.id;
  const mayDelete = user.isAdmin || own || (ownerId !== null && ownerId === user.id);

  async function remove() {
    if (!(await confirm("Ta bort kommentaren? Det går inte att ångra.", "Ta bort"))) return;
    setError(null);
    setBusy(true);
    const result = await apiFetch(`/api/comments/${comment.id}`, { method: "DELETE", fallback: "" });
    setBusy(false);
    if (!result.ok) return setError(`Kunde inte ta bort kommentaren: ${result.error || "Ingen kontakt med servern."}`);
    router.refresh();
  }

  return (
    <div className={styles.controls}>
      <div className={styles.buttons}>
        <button type="button" className={styles.textButton} aria-expanded={replying} onClick={() => setReplying((open) => !open)}>
          Svara
        </button>
        {mayDelete ? (
          <button type="button" className={styles.textButton} onClick={remove} disabled={busy} aria-busy={busy}>
            {busy ? "Tar bort..." : "Ta bort"}
          </button>
        ) : null}
        {!own && !user.isAdmin ? (
          <FlagButton
            compact
            url={`/api/comments/${comment.id}/flag`}
            title="Anmäl kommentaren"
            hint="Berätta för moderatorerna vad i kommentaren som bryter mot villkoren."
          />
        ) : null}
      </div>
      <FormAlert message={error} />
      {replying ? (
        <CommentForm thread={thread} parentId={comment.parentId ?? comment.id} replyTo={comment.author.name} onClose={() => setReplying(false)} />
      ) : null}
      {confirmDialog}
    </div>
  );
}
