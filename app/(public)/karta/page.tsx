// /karta – the catch map: public catches as clusters at their areas' centres, and beside it the latest catches
// with their areas, which work without JavaScript. The map's first view is in the HTML; Leaflet loads only here,
// in the browser (docs/decisions/190-…).
import type { Metadata } from "next";
import { preconnect } from "react-dom";
import { PageHeader } from "@/components/ui/page-header";
import { env } from "@/lib/env";
import { getCachedMapCatches } from "@/lib/map/cached";
import { getCachedSpeciesSummaries } from "@/lib/species/cached";
import { tileOrigin } from "@/lib/map-tiles.mjs";
import { CatchList } from "./_components/catch-list";
import { CatchMap } from "./_components/catch-map";
import styles from "./_components/karta.module.css";

const DESCRIPTION = "Se var Fiskegänget får fisk: fångster per område på kartan, utan att någons fiskeplats avslöjas.";

export const metadata: Metadata = {
  title: "Fångstkarta",
  description: DESCRIPTION,
  alternates: { canonical: "/karta" },
  openGraph: { title: "Fångstkarta – Fiskegänget", description: DESCRIPTION, url: "/karta" },
};

export default async function MapPage() {
  const [page, species] = await Promise.all([getCachedMapCatches(null), getCachedSpeciesSummaries()]);
  const { MAP_TILE_URL, MAP_ATTRIBUTION } = env();
  // The tiles are the map's largest content and come from another origin: its connection opens while the map's
  // code is still on its way.
  const tiles = tileOrigin(MAP_TILE_URL);
  if (tiles) preconnect(tiles);
  return (
    <div className={styles.page}>
      <PageHeader title="Fångstkarta">
        Fångsterna visas per område, en ruta på ungefär 10 × 10 km. Exakta platser ser bara fångstens ägare och de
        matroser ägaren valt.
      </PageHeader>
      <CatchMap
        tileUrl={MAP_TILE_URL}
        attribution={MAP_ATTRIBUTION}
        species={species.filter((s) => s.reportCount > 0).map(({ slug, name }) => ({ slug, name }))}
      />
      <CatchList reports={page.reports} nextCursor={page.nextCursor} />
    </div>
  );
}
