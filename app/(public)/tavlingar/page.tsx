// /tavlingar – the gang's competitions: the member's own (fetched for them), the open ones anyone may join or
// watch, and the settled ones with their winners. The open and settled lists are the same for everyone, cached
// until a competition is created, joined, settled or removed.
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { getCachedPublicCompetitions } from "@/lib/competitions/cached";
import { CompetitionList } from "./_components/competition-list";
import { MyCompetitions } from "./_components/my-competitions";
import styles from "./_components/competitions.module.css";

export const metadata: Metadata = {
  title: "Tävlingar",
  description: "Gängets egna tävlingar: största gäddan, tyngsta abborrfångsten eller flest arter, rättvist mellan arterna med storfiskpoäng.",
  alternates: { canonical: "/tavlingar" },
};

export default async function CompetitionsPage() {
  const { open, finished } = await getCachedPublicCompetitions();
  return (
    <div>
      <PageHeader title="Tävlingar">Tävla med gänget om säsongens största fisk, på era egna regler.</PageHeader>
      <MyCompetitions />
      <section className={styles.section} aria-labelledby="open-competitions">
        <h2 id="open-competitions">Öppna tävlingar</h2>
        <CompetitionList competitions={open} empty="Inga öppna tävlingar just nu." label="Öppna tävlingar" />
      </section>
      <section className={styles.section} aria-labelledby="finished-competitions">
        <h2 id="finished-competitions">Avgjorda tävlingar</h2>
        <CompetitionList competitions={finished} empty="Ingen tävling är avgjord än." label="Avgjorda tävlingar" />
      </section>
    </div>
  );
}
