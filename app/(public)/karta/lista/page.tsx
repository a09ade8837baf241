// /karta/lista?cursor=… – the later pages of the catch map's list, for browsing without JavaScript.
import type { Metadata } from "next";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { getCachedMapCatches } from "@/lib/map/cached";
import { CatchList } from "../_components/catch-list";
import styles from "../_components/karta.module.css";

export const metadata: Metadata = {
  title: "Fångster på kartan",
  alternates: { canonical: "/karta" },
  robots: { index: false, follow: true },
};

export default async function MapListPage({ searchParams }: { searchParams: Promise<{ cursor?: string | string[] }> }) {
  const { cursor } = await searchParams;
  const page = await getCachedMapCatches(typeof cursor === "string" && cursor ? cursor : null);
  return (
    <div className={styles.page}>
      <BackLink href="/karta">Till kartan</BackLink>
      <PageHeader title="Fångster på kartan">De senaste fångsterna med område, nyast först.</PageHeader>
      <CatchList reports={page.reports} nextCursor={page.nextCursor} />
    </div>
  );
}
