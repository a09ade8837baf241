// The map's first view as plain images, in the page's HTML: the tiles Leaflet will draw for the same centre and
// zoom, placed from the box's centre, so Sweden is on screen before any of the map's code has arrived (and
// without JavaScript). The live map is drawn over it and takes its place once its own tiles are in.
import { tileSrcSet, tilesAround, tileUrl } from "@/lib/geo/tiles";
import styles from "./karta.module.css";

/** Half the widest and tallest the map's box gets (the page's content column, and the box's 560 px). */
const HALF_WIDTH = 640;
const HALF_HEIGHT = 280;

/**
 * From which screen width a tile shows, by how far its nearest edge lies from the centre: the box is never wider
 * than the screen, so a tile d pixels out can only be in it on a screen wider than 2d. Each tile shows from the
 * widest step at or below that (never later than it is needed); below it, it is not drawn and, being lazy, not
 * fetched: a phone fetches the nine tiles it shows, not the twenty-one a desktop may need.
 */
function widthClass(tile: { left: number }) {
  const reach = 2 * Math.max(tile.left, -(tile.left + 256), 0);
  if (reach < 480) return undefined;
  if (reach < 800) return styles.fromSmall;
  return reach < 1300 ? styles.fromMedium : styles.fromWide;
}

type FirstViewProps = {
  centre: { latitude: number; longitude: number };
  zoom: number;
  tileTemplate: string;
  attribution: string;
};

export function FirstView({ centre, zoom, tileTemplate, attribution }: FirstViewProps) {
  const tiles = tilesAround(centre, zoom, HALF_WIDTH, HALF_HEIGHT);
  return (
    <div className={styles.firstView} aria-hidden="true">
      {tiles.map((tile) => {
        const wide = widthClass(tile);
        // The tile under the centre is the largest thing on a phone's first screen: it is fetched with the HTML, at
        // high priority. The others are lazy: those in the box follow once the page is laid out, so they do not
        // share the first moments of a slow connection with it and the page's code; the others never load.
        const central = tile.left <= 0 && tile.left + 256 > 0 && tile.top <= 0 && tile.top + 256 > 0;
        return (
          // eslint-disable-next-line @next/next/no-img-element -- a tile from the configured tile host, not an image of ours to optimise
          <img
            key={`${tile.x}/${tile.y}`}
            src={tileUrl(tileTemplate, tile)}
            srcSet={tileSrcSet(tileTemplate, tile)}
            alt=""
            width={256}
            height={256}
            loading={central ? "eager" : "lazy"}
            fetchPriority={central ? "high" : undefined}
            // Decoded with the paint it is ready for, so it shows in the first frame rather than one or more later.
            decoding={central ? "sync" : "async"}
            className={wide ? `${styles.firstViewTile} ${wide}` : styles.firstViewTile}
            style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
          />
        );
      })}
      <span className={styles.firstViewAttribution}>{attribution}</span>
    </div>
  );
}
