// The member's own logbook as pictures, as both its pages draw it (the kept copy and the one drawn on request).
import { BackLink } from "@/components/ui/back-link";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { PatternsSection } from "@/components/patterns/patterns-section";
import type { Patterns } from "@/lib/conditions/pattern-types";
import styles from "@/components/profiles/profiles.module.css";

export function MyPatterns({ patterns }: { patterns: Patterns }) {
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
