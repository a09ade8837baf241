"use client";
// Users: search and page through every account; grant or revoke admin, switch anonymity, delete all of a
// member's reports, take a step of the moderation ladder, or delete the member after typing their username.
import { useId, useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/api-client";
import type { AdminUserJson } from "@/lib/admin/queries";
import { isPermanent, formatSuspensionEnd } from "@/lib/moderation/suspension";
import { isSuspended } from "@/lib/privacy/members";
import { Modal } from "@/components/ui/modal";
import { FormAlert } from "@/components/ui/form-alert";
import { FormActions } from "@/components/ui/form-actions";
import formStyles from "@/components/ui/form.module.css";
import { ModerateDialog } from "./moderate-dialog";
import { failureText, formatDate, useAdminData, type Paged } from "./use-admin-data";
import buttons from "@/components/ui/buttons.module.css";
import { Card } from "@/components/ui/card";
import { PagedResults } from "./paged-results";
import styles from "./admin.module.css";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { SearchFilters } from "./search-filters";
import layout from "@/components/ui/layout.module.css";

const CONSENT_LABELS: Record<AdminUserJson["consent_status"], string | null> = {
  NOT_REQUIRED: null,
  PENDING: "Barn – väntar på förälders samtycke",
  GRANTED: "Barn – förälder har samtyckt",
};

export function UsersTab({ selfId }: { selfId: number }) {
  const { confirm, confirmDialog } = useConfirm();
  const [query, setQuery] = useState({ q: "", page: 1 });
  const [draft, setDraft] = useState("");
  const url = `/api/admin/users?${new URLSearchParams({ q: query.q, page: String(query.page) })}`;
  const { state, reload } = useAdminData<Paged & { users: AdminUserJson[] }>(url, "Kunde inte hämta användare");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moderating, setModerating] = useState<AdminUserJson | null>(null);
  const [deleting, setDeleting] = useState<AdminUserJson | null>(null);

  function done(message: string) {
    setError(null);
    setNotice(message);
    reload();
  }

  /** A row button that flips one of the member's flags; `label` names the change, `message` tells it done. */
  function toggle(user: AdminUserJson, body: { is_admin?: boolean; is_anonymous?: boolean }, [label, message]: [string, string]) {
    return (
      <button type="button" className={buttons.small} onClick={() => update(user, body, message)}>
        {label}
      </button>
    );
  }

  function closeDialogs() {
    setModerating(null);
    setDeleting(null);
  }

  function dialogDone(message: string) {
    closeDialogs();
    done(message);
  }

  async function update(user: AdminUserJson, body: { is_admin?: boolean; is_anonymous?: boolean }, message: string) {
    setNotice(null);
    const result = await apiFetch(`/api/admin/users/${user.id}`, { method: "PUT", json: body, fallback: "" });
    if (!result.ok) return setError(failureText("Kunde inte uppdatera användaren", result.error));
    done(message);
  }

  async function deleteReports(user: AdminUserJson) {
    if (!(await confirm(`Ta bort alla ${user.report_count} rapporter av ${user.username}? Det går inte att ångra.`, "Ta bort rapporterna"))) return;
    setNotice(null);
    const result = await apiFetch<{ deletedCount: number }>(`/api/admin/users/${user.id}/reports`, { method: "DELETE", fallback: "" });
    if (!result.ok) return setError(failureText("Kunde inte ta bort rapporterna", result.error));
    done(`${result.data.deletedCount} rapporter av ${user.username} är borttagna.`);
  }

  return (
    <div className={styles.stack}>
      <h2 className={styles.heading}>Användare</h2>
      <SearchFilters
        name="Sök användare"
        inputId="admin-user-q"
        label="Sök namn, e-post eller ort"
        value={draft}
        onChange={setDraft}
        onSearch={() => setQuery({ q: draft.trim(), page: 1 })}
      />
      <p role="status" className={notice ? styles.success : styles.statusEmpty}>
        {notice}
      </p>
      <PagedResults
        state={state}
        error={error}
        items={(data) => data.users}
        empty={query.q ? "Inga användare matchar sökningen." : "Inga användare ännu."}
        countLabel={(total) => `${total.toLocaleString("sv-SE")} konton`}
        page={query.page}
        onPage={(page) => setQuery({ ...query, page })}
        pagerLabel="Sidor med användare"
      >
        {(user) => {
          const self = user.id === selfId;
          const suspended = isSuspended(user.suspended_until);
          const realName = [user.firstname, user.lastname].filter(Boolean).join(" ");
          return (
            <Card as="li" flat key={user.id} className={styles.card} aria-label={user.username}>
              <p className={styles.cardTitle}>
                {user.username}
                {self ? " (du)" : ""}
              </p>
              <ul className={styles.badges} aria-label="Markeringar">
                {user.is_admin ? <li className={styles.badge}>Admin</li> : null}
                {user.is_anonymous ? <li className={styles.badge}>Anonym</li> : null}
                {CONSENT_LABELS[user.consent_status] ? <li className={styles.badge}>{CONSENT_LABELS[user.consent_status]}</li> : null}
                {suspended && user.suspended_until ? (
                  <li className={styles.dangerBadge}>
                    {isPermanent(user.suspended_until) ? "Avstängd permanent" : `Avstängd t.o.m. ${formatSuspensionEnd(user.suspended_until)}`}
                  </li>
                ) : null}
                {user.moderation_count > 0 ? <li className={styles.badge}>Åtgärder: {user.moderation_count}</li> : null}
              </ul>
              <dl className={`${layout.facts} ${styles.facts}`}>
                <div>
                  <dt>Namn</dt>
                  <dd>{realName || "–"}</dd>
                </div>
                <div>
                  <dt>E-post</dt>
                  <dd>{user.email ?? "–"}</dd>
                </div>
                <div>
                  <dt>Ort</dt>
                  <dd>{user.city ?? "–"}</dd>
                </div>
                <div>
                  <dt>Skapad</dt>
                  <dd>{formatDate(user.created_at)}</dd>
                </div>
                <div>
                  <dt>Rapporter</dt>
                  <dd>{user.report_count}</dd>
                </div>
                <div>
                  <dt>Ålder vid registrering</dt>
                  <dd>{user.age}</dd>
                </div>
              </dl>
              <div className={buttons.row}>
                {self
                  ? null
                  : toggle(user, { is_admin: !user.is_admin }, user.is_admin
                      ? ["Ta bort admin", `${user.username} är inte längre admin.`]
                      : ["Gör till admin", `${user.username} är nu admin.`])}
                {toggle(user, { is_anonymous: !user.is_anonymous }, user.is_anonymous
                  ? ["Ta bort anonymitet", `${user.username} visas nu med namn.`]
                  : ["Gör anonym", `${user.username} är nu anonym.`])}
                {user.report_count > 0 ? (
                  <button type="button" className={buttons.small} onClick={() => deleteReports(user)}>
                    Ta bort alla rapporter
                  </button>
                ) : null}
                {self ? null : (
                  <>
                    <button type="button" className={buttons.small} onClick={() => setModerating(user)}>
                      Moderera
                    </button>
                    <button type="button" className={buttons.danger} onClick={() => setDeleting(user)}>
                      Ta bort användare
                    </button>
                  </>
                )}
              </div>
            </Card>
          );
        }}
      </PagedResults>
      {moderating ? <ModerateDialog member={moderating} onClose={closeDialogs} onDone={dialogDone} /> : null}
      {deleting ? <DeleteUserDialog user={deleting} onClose={closeDialogs} onDone={dialogDone} /> : null}
      {confirmDialog}
    </div>
  );
}

/** SPEC §5: deleting a user requires typing the username exactly. */
function DeleteUserDialog({ user, onClose, onDone }: { user: AdminUserJson; onClose: () => void; onDone: (message: string) => void }) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const matches = typed === user.username;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches) return setError("Skriv användarnamnet exakt som det står");
    setBusy(true);
    setError(null);
    const result = await apiFetch(`/api/admin/users/${user.id}`, { method: "DELETE", fallback: "" });
    setBusy(false);
    if (!result.ok) return setError(failureText("Kunde inte ta bort användaren", result.error));
    onDone(`${user.username} är borttagen.`);
  }

  return (
    <Modal open onClose={onClose} title={`Ta bort ${user.username}`}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <p>
          Kontot tas bort för gott, med alla {user.report_count} rapporter, bilder, gillningar, vänskaper och notiser. Det går
          inte att ångra.
        </p>
        <div className={formStyles.field}>
          <label htmlFor={inputId} className={formStyles.label}>
            Skriv användarnamnet <strong>{user.username}</strong> för att bekräfta
          </label>
          <input
            id={inputId}
            className={formStyles.input}
            value={typed}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <FormAlert message={error} />
        <FormActions
          label="Ta bort användaren"
          busyLabel="Tar bort..."
          busy={busy}
          disabled={!matches}
          onCancel={onClose}
          submitClassName={buttons.dangerSolid}
        />
      </form>
    </Modal>
  );
}
