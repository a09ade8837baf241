// /my-profile/monster – the member's own logbook as pictures: when, under what sky and with what their catches were
// made. Drawn on the server for the member who asks (rendered per request, never a shared page), from their catches
// only; the counts behind it are kept per member until their catches change (lib/conditions/cached.ts).
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BackLink } from "@/components/ui/back-link";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { PatternsSection } from "@/components/patterns/patterns-section";
import { getSessionUser } from "@/lib/auth/session";
import { getCachedMemberPatterns } from "@/lib/conditions/cached";
import styles from "@/components/profiles/profiles.module.css";

export const metadata: Metadata = { title: "Mina mönster", robots: { index: false, follow: false } };

export default async function MyPatternsPage() {
  const user = await getSessionUser();
  if (!user) redirect("/login?next=%2Fmy-profile%2Fmonster");
  const patterns = await getCachedMemberPatterns(user.id);
  return (
    <div className={styles.page}>
      <BackLink href="/my-profile">Min profil</BackLink>
      <PageHeader title="Mina mönster">
        Dina {patterns.total} fångster: när de nappade, under vilken himmel och med vad. Bara du ser den här sidan.
      </PageHeader>
      <Card as="section" className={styles.card} aria-labelledby="mina-monster">
        <h2 id="mina-monster">Din loggbok i bilder</h2>
        <PatternsSection patterns={patterns} subject="i din loggbok" idPrefix="mina" />
      </Card>
    </div>
  );
}
