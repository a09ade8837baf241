"use client";
// The settings screen: loads the member's own profile and catches once, then the sections below.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import styles from "@/components/profiles/profiles.module.css";
import { useMember } from "@/components/shell/use-member";
import { apiFetch } from "@/lib/api-client";
import { profileMessages } from "@/lib/profiles/schemas";
import type { ProfileJson } from "@/lib/profiles/types";
import type { ReportJson } from "@/lib/reports/types";
import { AccountSection } from "./account-section";
import { NotificationSection } from "./notification-section";
import { OwnReports } from "./own-reports";
import { PasskeySection } from "./passkey-section";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";

export function Settings({ id }: { id: number | null }) {
  const { status, user } = useMember();
  const router = useRouter();
  const [profile, setProfile] = useState<ProfileJson | null>(null);
  const [reports, setReports] = useState<ReportJson[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const own = user !== null && user.id === id;

  useEffect(() => {
    // SPEC §2: settings are for one's own id only; anyone else goes home.
    if (status === "member" && !own) router.replace("/");
  }, [status, own, router]);

  useEffect(() => {
    if (!own || id === null) return;
    const controller = new AbortController();
    void Promise.all([
      apiFetch<ProfileJson>(`/api/profile/${id}`, { signal: controller.signal }),
      apiFetch<{ reports: ReportJson[] }>(`/api/reports/user/${id}`, { signal: controller.signal }),
    ]).then(([profileResult, reportsResult]) => {
      if (controller.signal.aborted) return;
      if (profileResult.ok) setProfile(profileResult.data);
      else setError(profileMessages.loadOwnFailed);
      if (reportsResult.ok) setReports(reportsResult.data.reports);
      else setReports([]);
    });
    return () => controller.abort();
  }, [own, id]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Inställningar</h1>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : !own || !profile || !user ? (
        <p className={styles.muted} role="status">
          Laddar...
        </p>
      ) : (
        <>
          <ProfileForm profile={profile} onSaved={setProfile} />
          <PasswordForm userId={profile.id} />
          <PasskeySection userId={profile.id} />
          <NotificationSection />
          <OwnReports reports={reports} onDeleted={(reportId) => setReports((list) => list?.filter((r) => r.id !== reportId) ?? null)} />
          <AccountSection userId={profile.id} username={user.username} />
        </>
      )}
    </div>
  );
}
