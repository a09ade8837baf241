// A member's profile as cards: image and personal details, statistics, and the table of catches. Used by the
// public profile page (rendered on the server) and by /my-profile (rendered in the browser); no hooks here.
import { Photo } from "@/components/ui/photo";
import type { ReactNode } from "react";
import { formatFishingDate } from "@/lib/reports/display";
import type { PublicReport } from "@/lib/reports/types";
import type { ProfileJson, ProfileStats } from "@/lib/profiles/types";
import styles from "./profiles.module.css";
import { TitledSection } from "@/components/ui/titled-section";

export const HIDDEN = "Dolt";

export function profileImageUrl(image: string | null | undefined): string | null {
  return image ? `/uploads/profiles/${encodeURIComponent(image)}` : null;
}

/** Swedish date of an ISO timestamp, e.g. "23 nov. 2026". */
export function formatDay(iso: string): string {
  return SHORT_DAY.format(new Date(iso));
}

const SHORT_DAY = new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Stockholm" });

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{value ?? <span className={styles.empty}>Inte angivet</span>}</dd>
    </div>
  );
}

export function ProfileCard({ profile, actions, showEmail }: { profile: ProfileJson; actions?: ReactNode; showEmail?: boolean }) {
  const image = profileImageUrl(profile.profile_image);
  const hidden = (value: string | null) => (profile.hidden ? HIDDEN : value);
  return (
    <section className={styles.card} aria-labelledby="profile-name">
      <div className={styles.identity}>
        <div className={styles.avatar}>
          {image ? (
            <Photo src={image} alt={`Profilbild för ${profile.displayName}`} fill sizes="96px" className={styles.avatarImage} />
          ) : (
            <span aria-hidden="true">{profile.hidden ? "?" : profile.displayName.charAt(0).toUpperCase()}</span>
          )}
        </div>
        <div>
          <h1 id="profile-name" className={styles.name}>
            {profile.displayName}
          </h1>
          <p className={styles.meta}>
            Medlem sedan {formatDay(profile.created_at)}
            {profile.is_admin ? " · Admin" : ""}
          </p>
          <p className={styles.badge}>{profile.is_anonymous ? "Anonym profil" : "Synlig profil"}</p>
        </div>
      </div>
      <dl className={styles.fields}>
        <Field label="Förnamn" value={hidden(profile.firstname)} />
        <Field label="Efternamn" value={hidden(profile.lastname)} />
        <Field label="Ort" value={hidden(profile.city)} />
        {(showEmail || profile.hidden) && <Field label="E-post" value={profile.hidden ? HIDDEN : profile.email} />}
        {profile.hidden && <Field label="Bild" value={HIDDEN} />}
      </dl>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}

export function StatsCard({ stats }: { stats: ProfileStats }) {
  return (
    <TitledSection id="profile-stats" title="Statistik" className={styles.card} headingClassName={styles.heading}>
      <dl className={styles.stats}>
        <div>
          <dt>Antal fångster</dt>
          <dd>{stats.totalCatches}</dd>
        </div>
        <div>
          <dt>Senaste fångst</dt>
          <dd>{stats.latestCatchDate ? formatFishingDate(stats.latestCatchDate) : "–"}</dd>
        </div>
        <div>
          <dt>Vanligaste fisk</dt>
          <dd>{stats.mostCommonFish ?? "–"}</dd>
        </div>
      </dl>
    </TitledSection>
  );
}

/** Statistics computed from a list of reports (the member's own page has them all). */
export function statsOf(reports: readonly Pick<PublicReport, "fish" | "fishing_date">[]): ProfileStats {
  const counts = new Map<string, { count: number; latest: string }>();
  let latest: string | null = null;
  for (const report of reports) {
    if (!latest || report.fishing_date > latest) latest = report.fishing_date;
    const entry = counts.get(report.fish) ?? { count: 0, latest: report.fishing_date };
    entry.count += 1;
    if (report.fishing_date > entry.latest) entry.latest = report.fishing_date;
    counts.set(report.fish, entry);
  }
  let best: [string, { count: number; latest: string }] | null = null;
  for (const item of counts) {
    if (!best || item[1].count > best[1].count || (item[1].count === best[1].count && item[1].latest > best[1].latest)) best = item;
  }
  return { totalCatches: reports.length, latestCatchDate: latest, mostCommonFish: best?.[0] ?? null };
}
