// /arter/sok?q=… – the species whose name or another spelling starts with the text; the search field's answer
// without JavaScript. Not indexed: /arter is the page to find.
import type { Metadata } from "next";
import { BackLink } from "@/components/ui/back-link";
import { EmptyState } from "@/components/ui/states";
import { PageHeader } from "@/components/ui/page-header";
import { getCachedSpeciesSummaries } from "@/lib/species/cached";
import { SPECIES } from "@/lib/species/catalogue";
import { suggestSpecies } from "@/lib/species/match";
import { SpeciesList, SpeciesSearch } from "../_components/species-list";
import styles from "../_components/species.module.css";

export const metadata: Metadata = { title: "Sök art", robots: { index: false, follow: true } };

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export default async function SpeciesSearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 40).trim() ?? "";
  const all = await getCachedSpeciesSummaries();
  const wanted = new Set(suggestSpecies(SPECIES.map((s, id) => ({ ...s, id })), query, SPECIES.length).map((s) => s.slug));
  const found = query ? all.filter((s) => wanted.has(s.slug)) : all;
  return (
    <div className={styles.page}>
      <BackLink href="/arter">Alla arter</BackLink>
      <PageHeader title="Sök art">{query ? `Arter som börjar på ”${query}”` : "Skriv början av ett artnamn."}</PageHeader>
      <SpeciesSearch query={query} />
      {found.length ? <SpeciesList species={found} label="Sökresultat" /> : <EmptyState>Ingen art i katalogen heter så. Pröva början av namnet, t.ex. ”gäd”.</EmptyState>}
    </div>
  );
}
