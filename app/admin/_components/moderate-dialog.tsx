"use client";
// One step of the terms' ladder against a member: the panel proposes the next step (warning, 7 days, permanent)
// from the member's history, and the admin may choose a harder one for a serious offence. A running suspension
// can be lifted here too, with the same reason field.
import { useEffect, useState, type FormEvent } from "react";
import { Modal } from "@/components/ui/modal";
import { FormAlert } from "@/components/ui/form-alert";
import { FormActions } from "@/components/ui/form-actions";
import { TextAreaField } from "@/components/ui/form-fields";
import { apiFetch } from "@/lib/api-client";
import {
  liftSuspensionSchema,
  MODERATION_KINDS,
  moderationLabels,
  moderationMessages,
  moderationSchema,
  type ModerationKind,
} from "@/lib/moderation/schemas";
import buttons from "@/components/ui/buttons.module.css";
import { isPermanent, formatSuspensionEnd } from "@/lib/moderation/suspension";
import { isSuspended } from "@/lib/privacy/members";
import formStyles from "@/components/ui/form.module.css";
import { failureText, formatDate } from "./use-admin-data";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import styles from "./admin.module.css";

/** The button that opens this dialog, named for the step the ladder proposes. */
export const stepButtonLabels: Record<ModerationKind, string> = {
  warning: "Ge varning",
  suspension_7d: "Stäng av 7 dagar",
  suspension_permanent: "Stäng av permanent",
};

type History = {
  member: { id: number; username: string; suspended_until: string | null };
  history: { id: number; kind: ModerationKind; reason: string; admin_username: string; created_at: string; ends_at: string | null }[];
  proposed: ModerationKind;
};

/** What the dialog's reason field and choice parse into, for either action. */
type Parsed = ReturnType<typeof moderationSchema.safeParse> | ReturnType<typeof liftSuspensionSchema.safeParse>;

type Props = {
  member: { id: number; username: string };
  /** the flag the step answers: on one of the member's reports, or (`comment`) on one of their comments */
  flag?: { id: number; reason: string; comment?: boolean };
  onClose: () => void;
  /** Called with a short Swedish summary after the step was taken. */
  onDone: (summary: string) => void;
};

export function ModerateDialog({ member, flag, onClose, onDone }: Props) {
  const [info, setInfo] = useState<History | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [kind, setKind] = useState<ModerationKind>("warning");
  const [reason, setReason] = useState(flag?.reason ?? "");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void apiFetch<History>(`/api/admin/users/${member.id}/moderation`, { signal: controller.signal, fallback: "" }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) return setLoadError(failureText("Kunde inte hämta medlemmens historik", result.error));
      setInfo(result.data);
      setKind(result.data.proposed);
    });
    return () => controller.abort();
  }, [member.id]);

  /** Sends one of the dialog's two actions once the reason passes its schema; `done` is said when it worked. */
  async function send(path: string, parsed: Parsed, failed: string, done: string) {
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    setBusy(true);
    setError(null);
    const result = await apiFetch(`/api/admin/users/${member.id}/${path}`, { method: "POST", json: parsed.data, fallback: "" });
    setBusy(false);
    if (!result.ok) return setError(failureText(failed, result.error));
    onDone(done);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = moderationSchema.safeParse({ kind, reason, ...(flag ? { [flag.comment ? "commentFlagId" : "flagId"]: flag.id } : {}) });
    void send("moderation", parsed, "Kunde inte genomföra åtgärden", `${moderationLabels[kind]} för ${member.username} är registrerad.`);
  }

  function lift() {
    const parsed = liftSuspensionSchema.safeParse({ reason });
    void send("moderation/lift", parsed, "Kunde inte häva avstängningen", moderationMessages.lifted(member.username));
  }

  const current = info?.member.suspended_until;
  const suspended = Boolean(current && isSuspended(current));
  return (
    <Modal open onClose={onClose} title={`Moderera ${member.username}`}>
      {loadError ? (
        <ErrorState>{loadError}</ErrorState>
      ) : !info ? (
        <Loading />
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          {current && suspended ? (
            <p className={styles.badgeLine}>
              Avstängd {isPermanent(current) ? "permanent" : `till och med ${formatSuspensionEnd(current)}`}
            </p>
          ) : null}
          <div>
            <h3 className={styles.subheading}>Tidigare åtgärder</h3>
            {info.history.length === 0 ? (
              <EmptyState>Inga tidigare åtgärder.</EmptyState>
            ) : (
              <ul className={styles.plainList}>
                {info.history.map((step) => (
                  <li key={step.id}>
                    {formatDate(step.created_at)}: {moderationLabels[step.kind]} – {step.reason} ({step.admin_username})
                  </li>
                ))}
              </ul>
            )}
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={formStyles.label}>Åtgärd</legend>
            <p className={formStyles.hint}>
              Enligt villkoren: första förseelsen varning, andra 7 dagars avstängning, tredje permanent. Grova förseelser ger
              omedelbar avstängning.
            </p>
            {MODERATION_KINDS.map((option) => (
              <label key={option} className={styles.radio}>
                <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
                {moderationLabels[option]}
                {option === info.proposed ? " (föreslås)" : ""}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label="Anledning"
            requiredMark
            required
            value={reason}
            maxLength={500}
            error={reasonError ?? undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {suspended ? (
            <div className={styles.liftRow}>
              <button type="button" className={buttons.small} onClick={lift} disabled={busy}>
                Häv avstängningen
              </button>
              <span className={formStyles.hint}>Med anledningen ovan. Medlemmen kan logga in direkt; åtgärden finns kvar i historiken.</span>
            </div>
          ) : null}
          <FormAlert message={error} />
          <FormActions label="Verkställ" busyLabel="Sparar..." busy={busy} onCancel={onClose} />
        </form>
      )}
    </Modal>
  );
}
