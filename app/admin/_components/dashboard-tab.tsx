"use client";
// Dashboard: totals at a glance, the open flags on reports and comments to work through, and every report with search, sort and delete.
import { useState } from "react";
import Link from "next/link";
import { apiFetch } from "@/lib/api-client";
import { ADMIN_REPORT_SORTS, adminReportSortLabels, type AdminReportSort } from "@/lib/admin/schemas";
import type { AdminReportJson } from "@/lib/admin/queries";
import type { OpenFlagJson } from "@/lib/moderation/queries";
import formStyles from "@/components/ui/form.module.css";
import { ModerateDialog, stepButtonLabels } from "./moderate-dialog";
import { failureText, formatDate, formatDateTime, useAdminData, type Paged } from "./use-admin-data";
import { ListState } from "@/components/ui/states";
import buttons from "@/components/ui/buttons.module.css";
import { Card } from "@/components/ui/card";
import { PagedResults } from "./paged-results";
import styles from "./admin.module.css";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { SearchFilters } from "./search-filters";
import { CommentFlagsSection } from "./comment-flags-section";
import { JobsSection } from "./jobs-section";

type Totals = {
  totalUsers: number;
  totalReports: number;
  blockedEmails: number;
  newUsersThisWeek: number;
  newReportsThisWeek: number;
  openFlags: number;
  suspendedMembers: number;
  pendingChildren: number;
};

const TOTALS: [keyof Totals, string][] = [
  ["totalUsers", "Medlemmar"],
  ["totalReports", "Rapporter"],
  ["blockedEmails", "Blockerade e-postadresser"],
  ["openFlags", "Öppna anmälningar"],
  ["newUsersThisWeek", "Nya medlemmar senaste 7 dagarna"],
  ["newReportsThisWeek", "Nya rapporter senaste 7 dagarna"],
  ["suspendedMembers", "Avstängda medlemmar"],
  ["pendingChildren", "Barn som väntar på samtycke"],
];

export function DashboardTab() {
  const totals = useAdminData<Totals>("/api/admin/dashboard", "Kunde inte hämta statistik");
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className={styles.stack}>
      <section aria-labelledby="admin-totals">
        <h2 id="admin-totals" className={styles.heading}>
          Översikt
        </h2>
        {totals.state.status === "ready" ? (
          <dl className={styles.stats}>
            {TOTALS.map(([key, label]) => (
              <div key={key} className={styles.stat}>
                <dt>{label}</dt>
                <dd>{totals.state.status === "ready" ? totals.state.data[key].toLocaleString("sv-SE") : null}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <ListState status={totals.state.status} error={totals.state.status === "error" ? totals.state.error : undefined} />
        )}
      </section>
      <p role="status" className={notice ? styles.success : styles.statusEmpty}>
        {notice}
      </p>
      <FlagsSection
        onChanged={(message) => {
          setNotice(message);
          totals.reload();
        }}
      />
      <CommentFlagsSection
        onChanged={(message) => {
          setNotice(message);
          totals.reload();
        }}
      />
      <ReportsSection
        onChanged={(message) => {
          setNotice(message);
          totals.reload();
        }}
      />
      <JobsSection onChanged={setNotice} />
    </div>
  );
}

function FlagsSection({ onChanged }: { onChanged: (message: string) => void }) {
  const [page, setPage] = useState(1);
  const { state, reload } = useAdminData<Paged & { flags: OpenFlagJson[] }>(`/api/admin/flags?page=${page}`, "Kunde inte hämta anmälningar");
  const [working, setWorking] = useState<OpenFlagJson | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function close(flag: OpenFlagJson, status: "resolved" | "dismissed") {
    setError(null);
    const result = await apiFetch(`/api/admin/flags/${flag.id}`, { method: "PUT", json: { status }, fallback: "" });
    if (!result.ok) return setError(failureText("Kunde inte uppdatera anmälan", result.error));
    reload();
    onChanged(status === "resolved" ? "Anmälan är markerad som åtgärdad." : "Anmälan är avfärdad.");
  }

  return (
    <section aria-labelledby="admin-flags">
      <h2 id="admin-flags" className={styles.heading}>
        Anmälningar att hantera
      </h2>
      <PagedResults
        state={state}
        error={error}
        items={(data) => data.flags}
        empty="Inga öppna anmälningar."
        page={page}
        onPage={setPage}
        pagerLabel="Sidor med anmälningar"
      >
        {(flag) => (
          <Card as="li" flat key={flag.id} className={styles.card}>
            <p className={styles.cardTitle}>
              <Link href={`/reports/${flag.report.id}`} prefetch={false}>
                {flag.report.fish} {String(Number(flag.report.weight)).replace(".", ",")} kg, {flag.report.location}
              </Link>
            </p>
            <p className={styles.meta}>
              Rapport av <strong>{flag.member.username}</strong> · tidigare åtgärder: {flag.member.earlier_steps}
            </p>
            <p className={styles.quote}>”{flag.reason}”</p>
            <p className={styles.meta}>
              Anmäld av {flag.reporter.username}, {formatDateTime(flag.created_at)}
            </p>
            <div className={buttons.row}>
              <button type="button" className={buttons.primary} onClick={() => setWorking(flag)}>
                {stepButtonLabels[flag.member.proposed]}
              </button>
              <button type="button" className={buttons.small} onClick={() => close(flag, "resolved")}>
                Markera som åtgärdad
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
          flag={{ id: working.id, reason: working.reason }}
          onClose={() => setWorking(null)}
          onDone={(summary) => {
            setWorking(null);
            reload();
            onChanged(summary);
          }}
        />
      ) : null}
    </section>
  );
}

function ReportsSection({ onChanged }: { onChanged: (message: string) => void }) {
  const { confirm, confirmDialog } = useConfirm();
  const [query, setQuery] = useState({ q: "", sort: "newest" as AdminReportSort, page: 1 });
  const [draft, setDraft] = useState({ q: "", sort: "newest" as AdminReportSort });
  const url = `/api/admin/reports?${new URLSearchParams({ q: query.q, sort: query.sort, page: String(query.page) })}`;
  const { state, reload } = useAdminData<Paged & { reports: AdminReportJson[] }>(url, "Kunde inte hämta rapporter");
  const [error, setError] = useState<string | null>(null);

  async function remove(report: AdminReportJson) {
    if (!(await confirm(`Ta bort rapporten ${report.fish} av ${report.username}? Det går inte att ångra.`, "Ta bort rapport"))) return;
    setError(null);
    const result = await apiFetch<{ deletedReport: { fish: string; username: string } }>(`/api/admin/reports/${report.id}`, {
      method: "DELETE",
      fallback: "",
    });
    if (!result.ok) return setError(failureText("Kunde inte ta bort rapport", result.error));
    reload();
    onChanged(`Rapporten ${result.data.deletedReport.fish} av ${result.data.deletedReport.username} är borttagen.`);
  }

  return (
    <section aria-labelledby="admin-reports">
      <h2 id="admin-reports" className={styles.heading}>
        Rapporter
      </h2>
      <SearchFilters
        name="Sök rapporter"
        inputId="admin-report-q"
        label="Sök fisk, plats eller medlem"
        value={draft.q}
        onChange={(q) => setDraft({ ...draft, q })}
        onSearch={() => setQuery({ ...draft, page: 1 })}
      >
        <div className={formStyles.field}>
          <label htmlFor="admin-report-sort" className={formStyles.label}>
            Sortering
          </label>
          <select
            id="admin-report-sort"
            className={formStyles.input}
            value={draft.sort}
            onChange={(event) => {
              const sort = event.target.value as AdminReportSort;
              setDraft({ ...draft, sort });
              setQuery({ ...draft, sort, page: 1 });
            }}
          >
            {ADMIN_REPORT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {adminReportSortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
      </SearchFilters>
      <PagedResults
        state={state}
        error={error}
        items={(data) => data.reports}
        empty={query.q ? "Inga rapporter matchar sökningen." : "Inga rapporter ännu."}
        countLabel={(total) => `${total.toLocaleString("sv-SE")} rapporter`}
        page={query.page}
        onPage={(page) => setQuery({ ...query, page })}
        pagerLabel="Sidor med rapporter"
      >
        {(report) => (
          <Card as="li" flat key={report.id} className={styles.card}>
            <p className={styles.cardTitle}>
              <Link href={`/reports/${report.id}`} prefetch={false}>
                {report.fish}
              </Link>{" "}
              {String(Number(report.weight)).replace(".", ",")} kg · {String(Number(report.length)).replace(".", ",")} cm
            </p>
            <p className={styles.meta}>
              {report.location} · {formatDate(report.fishing_date)} · {report.username}
              {report.is_anonymous ? " (anonym)" : ""}
            </p>
            <div className={buttons.row}>
              <button type="button" className={buttons.danger} onClick={() => remove(report)}>
                Ta bort rapport
              </button>
            </div>
          </Card>
        )}
      </PagedResults>
      {confirmDialog}
    </section>
  );
}
