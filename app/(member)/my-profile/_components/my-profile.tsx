"use client";
// The member's own profile: everything they stored (even when anonymous) and the statistics of their catches. The
// list of catches and its export are drawn on the server beneath it (logbook-catches.tsx), so they work without
// JavaScript and carry the same filter.
import Link from "next/link";
import { useEffect, useState } from "react";
import { ProfileCard, StatsCard, statsOf } from "@/components/profiles/profile-view";
import { BestsCard, SeasonCard } from "@/components/profiles/logbook-card";
import { bestsOf, seasonOf } from "@/lib/species/logbook";
import styles from "@/components/profiles/profiles.module.css";
import { useMember } from "@/components/shell/use-member";
import { apiFetch } from "@/lib/api-client";
import { profileMessages } from "@/lib/profiles/schemas";
import type { ProfileJson } from "@/lib/profiles/types";
import type { ReportJson } from "@/lib/reports/types";
import buttons from "@/components/ui/buttons.module.css";
import { WaitingCatchesSlot } from "@/app/(public)/reports/_components/waiting-catches-slot";

type Loaded = { profile: ProfileJson; reports: ReportJson[] };

export function MyProfile() {
  const { status, user } = useMember();
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    void Promise.all([
      apiFetch<ProfileJson>(`/api/profile/${userId}`, { signal: controller.signal, fallback: profileMessages.loadOwnFailed }),
      apiFetch<{ reports: ReportJson[] }>(`/api/reports/user/${userId}`, { signal: controller.signal, fallback: profileMessages.loadOwnFailed }),
    ]).then(([profile, reports]) => {
      if (controller.signal.aborted) return;
      if (profile.ok && reports.ok) setData({ profile: profile.data, reports: reports.data.reports });
      else setError(profileMessages.loadOwnFailed);
    });
    return () => controller.abort();
  }, [userId]);

  if (error) {
    return (
      <>
        <h1 className={styles.title}>Min profil</h1>
        <p className={styles.error} role="alert">
          {error}
        </p>
        <WaitingCatchesSlot />
      </>
    );
  }
  if (status !== "member" || !data) {
    return (
      <>
        <h1 className={styles.title}>Min profil</h1>
        <p className={styles.muted} role="status">
          Laddar...
        </p>
      </>
    );
  }

  const { profile, reports } = data;
  return (
    <>
      <ProfileCard
        profile={profile}
        showEmail
        actions={
          <>
            <Link href={`/settings/${profile.id}`} prefetch={false} className={buttons.primary}>
              Redigera profil
            </Link>
            <Link href="/reports" prefetch={false} className={buttons.small}>
              Lägg till rapport
            </Link>
            <Link href={`/profile/${profile.id}`} prefetch={false} className={buttons.small}>
              Så ser andra min profil
            </Link>
          </>
        }
      />
      {profile.is_anonymous && (
        <p className={styles.notice}>
          Du är anonym: andra ser dig som {`anonym#${String(profile.id).padStart(3, "0")}`} och ser inte ditt namn, din ort, din
          e-post eller din bild.
        </p>
      )}
      <WaitingCatchesSlot />
      <StatsCard stats={statsOf(reports)} />
      <SeasonCard season={seasonOf(reports)} />
      <p>
        <Link href="/my-profile/monster" prefetch={false}>
          Se din loggbok i bilder: när, i vilket väder och med vad du fångar
        </Link>
      </p>
      <BestsCard bests={bestsOf(reports)} owner="dig" />
    </>
  );
}
