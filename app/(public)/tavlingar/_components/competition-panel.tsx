"use client";
// What a member may do in a competition, fetched for them alone (the page itself is the same for everyone): join,
// answer an invitation, invite a matros, withdraw an own catch, disqualify a catch, or remove it as admin. Loaded
// only for members (competition-actions.tsx), so visitors' first load carries none of it.
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { useSession } from "@/components/shell/session-context";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-fields";
import { Loading } from "@/components/ui/states";
import buttons from "@/components/ui/buttons.module.css";
import formStyles from "@/components/ui/form.module.css";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { apiFetch, postJson } from "@/lib/api-client";
import type { CompetitionViewerJson, LeaderboardJson } from "@/lib/competitions/types";
import styles from "./competitions.module.css";

type Board = LeaderboardJson & { viewer: CompetitionViewerJson };

export function CompetitionPanel({ id, onBoard }: { id: number; onBoard?: (board: Board | null, error: string | null) => void }) {
  const session = useSession();
  const router = useRouter();
  const [board, setBoard] = useState<Board | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, confirmDialog } = useConfirm();

  // Bumped after each change, so the viewer's state is fetched again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (session.status !== "member") return;
    const controller = new AbortController();
    void apiFetch<Board>(`/api/competitions/${id}`, { signal: controller.signal }).then((result) => {
      if (!result.ok && result.reason === "aborted") return;
      setBoard(result.ok ? result.data : null);
      onBoard?.(result.ok ? result.data : null, result.ok ? null : result.error);
    });
    return () => controller.abort();
  }, [session.status, id, onBoard, version]);

  async function act(path: string, body: unknown, done: string, method: "POST" | "DELETE" = "POST") {
    setBusy(true);
    setError(null);
    setMessage(null);
    const result = method === "POST" ? await postJson(`/api/competitions/${id}${path}`, body) : await apiFetch(`/api/competitions/${id}${path}`, { method });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return false;
    }
    setMessage(done);
    setVersion((n) => n + 1);
    router.refresh();
    return true;
  }

  if (session.status !== "member") return null;
  if (!board) return onBoard ? <Loading /> : null;
  const { viewer, competition } = board;
  const active = competition.phase === "upcoming" || competition.phase === "running";
  const catchesOnBoard = board.standings.flatMap((s) => s.catches.map((c) => ({ ...c, member: s.member.name })));

  return (
    <section className={styles.section} aria-labelledby="competition-actions">
      <h2 id="competition-actions">Din medverkan</h2>
      <p role="status" className={message ? formStyles.success : undefined}>
        {message ?? (viewer.status === "joined" ? "Du är med i tävlingen." : viewer.status === "invited" ? "Du är inbjuden till tävlingen." : "")}
      </p>
      <FormAlert message={error} />
      <div className={styles.actions}>
        {viewer.can_join && viewer.status !== "invited" ? (
          <button type="button" className={buttons.primary} disabled={busy} onClick={() => act("/participants", undefined, "Du är med i tävlingen!")}>
            Gå med i tävlingen
          </button>
        ) : null}
        {viewer.status === "invited" ? (
          <>
            <button type="button" className={buttons.primary} disabled={busy} onClick={() => act("/invitation", { accept: true }, "Du är med i tävlingen!")}>
              Tacka ja
            </button>
            <button type="button" className={buttons.small} disabled={busy} onClick={() => act("/invitation", { accept: false }, "Du har tackat nej.")}>
              Tacka nej
            </button>
          </>
        ) : null}
      </div>
      {viewer.is_creator && active ? <InviteForm busy={busy} onInvite={(username) => act("/invitations", { username }, `${username} är inbjuden.`)} /> : null}
      {viewer.own_counting_catches.length > 0 && !competition.frozen ? (
        <div>
          <h3>Dina fångster som räknas</h3>
          <ul className={styles.catches}>
            {viewer.own_counting_catches.map((c) => (
              <li key={c.id} className={styles.actions}>
                <span>{c.fish}</span>
                <button
                  type="button"
                  className={buttons.small}
                  disabled={busy}
                  onClick={async () => {
                    if (await confirm(`Dra tillbaka ${c.fish} ur tävlingen? Den räknas inte igen.`, "Dra tillbaka")) {
                      await act("/withdrawals", { report_id: c.id }, "Fångsten är tillbakadragen.");
                    }
                  }}
                >
                  Dra tillbaka
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {viewer.is_creator && !competition.frozen && catchesOnBoard.length > 0 ? (
        <DisqualifyForm catches={catchesOnBoard} busy={busy} onDisqualify={(reportId, reason) => act("/disqualifications", { report_id: reportId, reason }, "Fångsten är diskvalificerad.")} />
      ) : null}
      {viewer.is_admin ? (
        <div>
          <button
            type="button"
            className={buttons.danger}
            disabled={busy}
            onClick={async () => {
              if (!(await confirm("Ta bort tävlingen med alla resultat?", "Ta bort"))) return;
              if (await act("", undefined, "Tävlingen är borttagen.", "DELETE")) router.push("/tavlingar");
            }}
          >
            Ta bort tävlingen
          </button>
        </div>
      ) : null}
      {confirmDialog}
    </section>
  );
}

function InviteForm({ busy, onInvite }: { busy: boolean; onInvite: (username: string) => Promise<boolean> }) {
  const [username, setUsername] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim()) return setProblem("Ange vem du vill bjuda in");
    setProblem(undefined);
    if (await onInvite(username.trim())) setUsername("");
  }
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Bjud in en matros">
      <TextField
        label="Bjud in en matros"
        hint="Skriv användarnamnet på en av dina matroser."
        autoComplete="off"
        autoCapitalize="none"
        maxLength={30}
        value={username}
        error={problem}
        onChange={(event) => setUsername(event.target.value)}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          Bjud in
        </button>
      </div>
    </form>
  );
}

function DisqualifyForm({
  catches,
  busy,
  onDisqualify,
}: {
  catches: { id: number; fish: string; member: string }[];
  busy: boolean;
  onDisqualify: (reportId: number, reason: string) => Promise<boolean>;
}) {
  const [reportId, setReportId] = useState(String(catches[0]?.id ?? ""));
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setProblem("Ange varför fångsten diskvalificeras");
    setProblem(undefined);
    if (await onDisqualify(Number(reportId), reason.trim())) setReason("");
  }
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Diskvalificera en fångst">
      <h3>Diskvalificera en fångst</h3>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="disqualify-catch">
          Fångst
        </label>
        <select id="disqualify-catch" className={styles.select} value={reportId} onChange={(event) => setReportId(event.target.value)}>
          {catches.map((c) => (
            <option key={c.id} value={c.id}>
              {c.member}: {c.fish}
            </option>
          ))}
        </select>
      </div>
      <TextField label="Anledning" maxLength={300} value={reason} error={problem} onChange={(event) => setReason(event.target.value)} />
      <div className={styles.actions}>
        <button type="submit" className={buttons.danger} disabled={busy}>
          Diskvalificera
        </button>
      </div>
    </form>
  );
}
