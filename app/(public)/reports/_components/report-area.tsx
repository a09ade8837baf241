// The catch's area on its page: one map tile, loaded lazily (it sits below the fold), with the 10 km square
// drawn on it, in a box of fixed size so nothing moves when it arrives. Plain HTML: no map code on this page.
// The page is the same for everyone, so it shows the area (lib/privacy/positions.ts publicPosition); the exact
// point is added in the browser for those allowed (report-exact-point.tsx).
import Link from "next/link";
import { CELL_METRES, cellName, cellOf } from "@/lib/geo/grid";
import { tileAt, tileSrcSet, tileUrl } from "@/lib/geo/tiles";
import type { PublicReport } from "@/lib/reports/types";
import styles from "./report-area.module.css";
import { ReportExactPoint } from "./report-exact-point";

const ZOOM = 9;

type ReportAreaProps = { reportId: number; position: PublicReport["position"]; tileTemplate: string; attribution: string };

export function ReportArea({ reportId, position, tileTemplate, attribution }: ReportAreaProps) {
  if (!position || position.exact) return null;
  const tile = tileAt(position, ZOOM);
  const side = Math.round(CELL_METRES * tile.pixelsPerMetre);
  const area = cellName(cellOf(position));
  return (
    <section className={styles.area} aria-labelledby="fangstomrade">
      <h2 id="fangstomrade" className={styles.title}>
        Område
      </h2>
      <ReportExactPoint reportId={reportId} centre={position} tile={{ x: tile.x, y: tile.y, z: tile.z }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a tile from the configured tile host, not an image of ours to optimise */}
        <img
          src={tileUrl(tileTemplate, tile)}
          srcSet={tileSrcSet(tileTemplate, tile)}
          alt=""
          width={256}
          height={256}
          loading="lazy"
          decoding="async"
          className={styles.tile}
        />
        <span
          className={styles.square}
          style={{ left: tile.pixelX - side / 2, top: tile.pixelY - side / 2, width: side, height: side }}
          aria-hidden="true"
        />
        <span className={styles.attribution}>{attribution}</span>
      </ReportExactPoint>
      <p className={styles.caption}>
        Fångsten gjordes inom ruta {area}, ungefär 10 × 10 km. <Link href="/karta">Se fler fångster på kartan</Link>
      </p>
    </section>
  );
}
