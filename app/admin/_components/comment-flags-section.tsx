"use client";
// Flagged comments: what was written, where, by whom and why it was flagged. The admin removes the comment, takes
// the ladder's next step against its author, or closes the flag.
import { useState } from "react";
import Link from "next/link";
import { apiFetch } from "@/lib/api-client";
import type { OpenCommentFlagJson } from "@/lib/moderation/comment-flags";
import buttons from "@/components/ui/buttons.module.css";
import { Card } from "@/components/ui/card";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { ModerateDialog, stepButtonLabels } from "./moderate-dialog";
import { PagedResults } from "./paged-results";
import { failureText, formatDateTime, useAdminData, type Paged } from "./use-admin-data";
import styles from "./admin.module.css";

export function CommentFlagsSection({ onChanged }: { onChanged: (message: string) => void }) {
  const [page, setPage] = useState(1);
  const { state, reload } = useAdminData<Paged & { flags: OpenCommentFlagJson[] }>(
    `/api/admin/comment-flags?page=${page}`,
    "Kunde inte hämta anmälda kommentarer",
  );
  const [working, setWorking] = useState<OpenCommentFlagJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  async function close(flag: OpenCommentFlagJson, status: "resolved" | "dismissed") {
    setError(null);
    const result = await apiFetch(`/api/admin/comment-flags/${flag.id}`, { method: "PUT", json: { status }, fallback: "" });
    if (!result.ok) return setError(failureText("Kunde inte uppdatera anmälan", result.error));
    reload();
    onChanged(status === "resolved" ? "Anmälan är markerad som åtgärdad." : "Anmälan är avfärdad.");
  }

  async function remove(flag: OpenCommentFlagJson) {
    if (!(await confirm(`Ta bort kommentaren av ${flag.member.username}? Det går inte att ångra.`, "Ta bort kommentar"))) return;
    setError(null);
    const result = await apiFetch(`/api/comments/${flag.comment.id}`, { method: "DELETE", fallback: "" });
    if (!result.ok) return setError(failureText("Kunde inte ta bort kommentaren", result.error));
    reload();
    onChanged(`Kommentaren av ${flag.member.username} är borttagen.`);
  }

  return (
    <section aria-labelledby="admin-comment-flags">
      <h2 id="admin-comment-flags" className={styles.heading}>
        Anmälda kommentarer
      </h2>
      <PagedResults
        state={state}
        error={error}
        items={(data) => data.flags}
        empty="Inga anmälda kommentarer."
        page={page}
        onPage={setPage}
        pagerLabel="Sidor med anmälda kommentarer"
      >
        {(flag) => (
          <Card as="li" flat key={flag.id} className={styles.card}>
            <p className={styles.cardTitle}>
              Kommentar på{" "}
              <Link href={`${flag.thread.path}#kommentar-${flag.comment.id}`} prefetch={false}>
                {flag.thread.kind === "report" ? `rapporten ${flag.thread.title}` : `nyheten ”${flag.thread.title}”`}
              </Link>
            </p>
            <p className={styles.meta}>
              Skriven av <strong>{flag.member.username}</strong>, {formatDateTime(flag.comment.created_at)} · tidigare åtgärder:{" "}
              {flag.member.earlier_steps}
            </p>
            <p className={styles.quote}>”{flag.comment.body}”</p>
            <p className={styles.meta}>
              Anmäld av {flag.reporter.username}, {formatDateTime(flag.created_at)}: ”{flag.reason}”
            </p>
            <div className={buttons.row}>
              <button type="button" className={buttons.danger} onClick={() => remove(flag)}>
                Ta bort kommentaren
              </button>
              <button type="button" className={buttons.primary} onClick={() => setWorking(flag)}>
                {stepButtonLabels[flag.member.proposed]}
              </button>
              <button type="button" className={buttons.small} onClick={() => close(flag, "dismissed")}>
                Avfärda
              </button>
            </div>
          </Card>
        )}
      </PagedResults>
      {working ? (
        <ModerateDialog
          member={working.member}
          flag={{ id: working.id, reason: working.reason, comment: true }}
          onClose={() => setWorking(null)}
          onDone={(summary) => {
            setWorking(null);
            reload();
            onChanged(summary);
          }}
        />
      ) : null}
      {confirmDialog}
    </section>
  );
}
