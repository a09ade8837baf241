// /profile/{id} – a member's public profile: cached for everyone alike; the add-friend button and the owner's
// links come from the browser's session. An anonymous member is shown as 'anonym#007' with 'Dolt' details.
import type { Metadata } from "next";
import { cache } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ProfileCard, StatsCard } from "@/components/profiles/profile-view";
import { ReportsTable } from "@/components/profiles/reports-table";
import { BestsCard, SeasonCard } from "@/components/profiles/logbook-card";
import styles from "@/components/profiles/profiles.module.css";
import { getCachedProfilePage, profileIdOf } from "@/lib/profiles/cached";
import { ProfileActions } from "./_components/profile-actions";
import { WinsCard } from "./_components/wins-card";
import { getCachedMemberWins } from "@/lib/competitions/cached";
import buttons from "@/components/ui/buttons.module.css";

type ProfilePageProps = { params: Promise<{ id: string }> };

export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

// Read once per render: the metadata and the page share it.
const load = cache(async (rawId: string) => {
  const id = profileIdOf(rawId);
  return id ? getCachedProfilePage(id) : null;
});

export async function generateMetadata({ params }: ProfilePageProps): Promise<Metadata> {
  const page = await load((await params).id);
  if (!page) return { title: "Profil hittades inte", robots: { index: false } };
  const { profile } = page;
  const title = `${profile.displayName} – Fiskegänget`;
  const description = profile.hidden
    ? "En anonym medlem i Fiskegänget."
    : `${profile.displayName} har rapporterat ${page.stats.totalCatches} fångster på Fiskegänget.`;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: `/profile/${profile.id}` },
    // Anonymous members' pages say nothing worth finding.
    robots: profile.hidden ? { index: false } : undefined,
    openGraph: { type: "profile", title, description, url: `/profile/${profile.id}` },
  };
}

export default async function ProfilePage({ params }: ProfilePageProps) {
  const page = await load((await params).id);
  if (!page) notFound();
  const { profile, reports, stats, bests, season } = page;
  const wins = profile.hidden ? [] : await getCachedMemberWins(profile.id);

  return (
    <div className={styles.page}>
      <ProfileCard
        profile={profile}
        actions={
          <>
            <ProfileActions profileId={profile.id} />
            <Link href={`/profile/${profile.id}/friends`} prefetch={false} className={buttons.small}>
              Visa matroser
            </Link>
          </>
        }
      />
      {profile.hidden ? (
        <p className={styles.notice}>Den här medlemmen är anonym. Fångsterna visas utan namn i rapportlistan.</p>
      ) : (
        <>
          <StatsCard stats={stats} />
          {season ? <SeasonCard season={season} /> : null}
          <BestsCard bests={bests} owner={profile.displayName} />
          {wins.length ? <WinsCard wins={wins} owner={profile.displayName} /> : null}
          <section className={styles.card}>
            {reports.length > 0 ? (
              <ReportsTable reports={reports} caption={`Fångster av ${profile.displayName}`} />
            ) : (
              <>
                <h2 className={styles.heading}>Fångster</h2>
                <p className={styles.muted}>{profile.displayName} har inte rapporterat några fångster än.</p>
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}
