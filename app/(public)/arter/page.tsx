// /arter – every species in the catalogue, most caught first, with a search field that works without JavaScript.
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { getCachedSpeciesSummaries } from "@/lib/species/cached";
import { SpeciesList, SpeciesSearch } from "./_components/species-list";
import styles from "./_components/species.module.css";

const DESCRIPTION = "Gädda, abborre, gös och ett fyrtiotal arter till: se de tyngsta fångsterna, när de nappar och vad de tas på.";

export const metadata: Metadata = {
  title: "Arter",
  description: DESCRIPTION,
  alternates: { canonical: "/arter" },
  openGraph: { title: "Arter – Fiskegänget", description: DESCRIPTION, url: "/arter" },
};

export default async function SpeciesIndexPage() {
  const species = await getCachedSpeciesSummaries();
  return (
    <div className={styles.page}>
      <PageHeader title="Arter">Fiskarna i svenska sjöar, älvar och kustvatten, med de arter medlemmarna fångar mest först.</PageHeader>
      <SpeciesSearch />
      <SpeciesList species={species} label="Alla arter" />
    </div>
  );
}
