"use client";
// The catch map (Leaflet, raster tiles): public catches as clusters at their areas' centres from GET /api/map, and
// for a member the exact points they may see from GET /api/map/friends. The clusters and the summary do not
// need the tiles: when those fail to load the map says so and still works. Markers are focusable buttons.
// The filters, the box and the first view's tiles are in the page's HTML; Leaflet itself (./leaflet.ts, with its
// stylesheet) loads only in the browser, on this page alone, and is drawn over the first view.
import type { LayerGroup, LeafletKeyboardEvent, Map as LeafletMap } from "leaflet";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useSession } from "@/components/shell/session-context";
import { apiFetch } from "@/lib/api-client";
import { MAP_PERIODS, type MapPeriod } from "@/lib/map/periods";
import type { FriendsMapAnswer, MapAnswer, MapCluster } from "@/lib/map/schemas";
import { formatFishingDate, formatWeight, orUnknown } from "@/lib/reports/display";
import type { PublicReport } from "@/lib/reports/types";
import { FirstView } from "./first-view";
import styles from "./karta.module.css";

export type CatchMapProps = {
  tileUrl: string;
  attribution: string;
  species: { slug: string; name: string }[];
};

const PERIOD_LABELS: Record<MapPeriod, string> = { season: "Den här säsongen", "12m": "Senaste 12 månaderna", all: "Alla år" };
/** Sweden, as the map first shows it. */
const SWEDEN_VIEW = { center: [62.4, 16.3] as [number, number], zoom: 5 };
const SWEDEN_CENTRE = { latitude: SWEDEN_VIEW.center[0], longitude: SWEDEN_VIEW.center[1] };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const fangster = (count: number) => (count === 1 ? "1 fångst" : `${count} fångster`);
/** Lets the browser paint and answer input before the next piece of work (Leaflet's set-up after its evaluation). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function CatchMap({ tileUrl, attribution, species }: CatchMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const layers = useRef<{ clusters: LayerGroup; friends: LayerGroup } | null>(null);
  const leaflet = useRef<typeof import("leaflet") | null>(null);
  const [speciesSlug, setSpeciesSlug] = useState("");
  const [since, setSince] = useState<MapPeriod>("all");
  const [summary, setSummary] = useState("Laddar fångster...");
  const [tilesFailed, setTilesFailed] = useState(false);
  // Whether Leaflet's own tiles are drawn (or the view has moved): the first view is then no longer needed.
  const [live, setLive] = useState(false);
  const [opened, setOpened] = useState<{ count: number; reports: PublicReport[] | null; error: string | null } | null>(null);
  const { status } = useSession();
  const id = useId();
  // What load() asks for; kept in a ref so the map's own move handler, set up once, sees the latest choice.
  const filters = useRef({ speciesSlug: "", since: "all" as MapPeriod, member: false });
  // Loads overlap (a pan, a new filter, the session becoming known): only the newest one's answer is drawn, so an
  // older, slower answer never replaces it (a member's exact points once vanished that way).
  const newestLoad = useRef(0);

  /** A cluster's catches, listed below the map (and a step closer, when the cluster spans several areas). */
  const openCluster = useCallback(async (cluster: MapCluster) => {
    setOpened({ count: cluster.count, reports: null, error: null });
    const query = new URLSearchParams({ bbox: cluster.bbox.join(","), since: filters.current.since });
    if (filters.current.speciesSlug) query.set("species", filters.current.speciesSlug);
    const answer = await apiFetch<{ reports: PublicReport[] }>(`/api/map/catches?${query}`);
    setOpened({ count: cluster.count, reports: answer.ok ? answer.data.reports : null, error: answer.ok ? null : answer.error });
  }, []);

  const load = useCallback(async () => {
    const L = leaflet.current;
    const view = map.current;
    const groups = layers.current;
    if (!L || !view || !groups) return;
    const bounds = view.getBounds();
    const west = clamp(bounds.getWest(), -180, 179.9);
    const south = clamp(bounds.getSouth(), -90, 89.9);
    const bbox = [west, south, clamp(bounds.getEast(), west + 0.0001, 180), clamp(bounds.getNorth(), south + 0.0001, 90)].map((n) => n.toFixed(5)).join(",");
    const query = new URLSearchParams({ bbox, since: filters.current.since });
    if (filters.current.speciesSlug) query.set("species", filters.current.speciesSlug);
    const thisLoad = ++newestLoad.current;
    const [clusters, friends] = await Promise.all([
      apiFetch<MapAnswer>(`/api/map?${query}&zoom=${Math.round(view.getZoom())}`),
      filters.current.member ? apiFetch<FriendsMapAnswer>(`/api/map/friends?${query}`) : Promise.resolve(null),
    ]);
    if (thisLoad !== newestLoad.current) return;
    if (!clusters.ok) {
      setSummary(`Fångsterna kunde inte hämtas: ${clusters.error}`);
      return;
    }
    groups.clusters.clearLayers();
    const open = (cluster: MapCluster) => {
      void openCluster(cluster);
      if (view.getZoom() < 9) view.setView([cluster.latitude, cluster.longitude], Math.min(view.getZoom() + 2, 9));
    };
    let total = 0;
    for (const cluster of clusters.data.clusters) {
      total += cluster.count;
      const label = `${fangster(cluster.count)} i området`;
      const icon = L.divIcon({ className: styles.cluster, html: `<span aria-hidden="true">${cluster.count}</span><span class="visually-hidden">${label}</span>`, iconSize: [40, 40] });
      L.marker([cluster.latitude, cluster.longitude], { icon, title: label, alt: label, keyboard: true })
        .on("click", () => open(cluster))
        // Leaflet makes markers focusable buttons but leaves Enter and Space to us.
        .on("keypress", (event) => {
          const key = (event as LeafletKeyboardEvent).originalEvent.key;
          if (key === "Enter" || key === " ") open(cluster);
        })
        .addTo(groups.clusters);
    }
    groups.friends.clearLayers();
    const points = friends?.ok ? friends.data.points : [];
    for (const point of points) {
      const popup = document.createElement("div");
      const link = document.createElement("a");
      link.href = `/reports/${point.report_id}`;
      link.textContent = point.fish;
      popup.append(link, document.createTextNode(` · ${formatFishingDate(point.fishing_date)} · ${point.own ? "din fångst" : point.username}`));
      L.circleMarker([point.latitude, point.longitude], { radius: 7, className: point.own ? styles.ownPoint : styles.friendPoint })
        .bindPopup(popup)
        .addTo(groups.friends);
    }
    const areas = clusters.data.clusters.length;
    setSummary(
      areas === 0
        ? "Inga fångster i kartutsnittet."
        : `${fangster(total)} i ${areas === 1 ? "1 område" : `${areas} områden`} i kartutsnittet${clusters.data.truncated ? " (de största visas)" : ""}.` +
            (points.length ? ` ${points.length} exakta platser från dig och dina matroser.` : ""),
    );
  }, [openCluster]);

  useEffect(() => {
    let cancelled = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    void import("./leaflet").then(async ({ L }) => {
      // Evaluating Leaflet is one long task; the map, then its tiles, are each set up in a task of their own, so the
      // page answers a tap between them.
      await nextTask();
      if (cancelled || !box.current || map.current) return;
      leaflet.current = L;
      const view = L.map(box.current, { center: SWEDEN_VIEW.center, zoom: SWEDEN_VIEW.zoom, minZoom: 3, maxZoom: 16 });
      map.current = view;
      view.attributionControl.setPrefix(false);
      await nextTask();
      if (cancelled) return;
      L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
        .on("tileerror", () => setTilesFailed(true))
        // Leaflet fades its tiles in: the first view stays under them until they are fully there.
        .once("load", () => (settle = setTimeout(() => setLive(true), 400)))
        .addTo(view);
      view.once("movestart zoomstart", () => setLive(true));
      layers.current = { clusters: L.layerGroup().addTo(view), friends: L.layerGroup().addTo(view) };
      view.on("moveend", () => void load());
      void load();
    });
    return () => {
      cancelled = true;
      clearTimeout(settle);
      map.current?.remove();
      map.current = null;
    };
  }, [tileUrl, attribution, load]);

  useEffect(() => {
    filters.current = { speciesSlug, since, member: status === "member" };
    void load();
  }, [speciesSlug, since, status, load]);

  return (
    <section className={styles.mapSection} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Karta
      </h2>
      <div className={styles.filters}>
        <label className={styles.filter}>
          Art
          <select value={speciesSlug} onChange={(event) => setSpeciesSlug(event.target.value)}>
            <option value="">Alla arter</option>
            {species.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          Period
          <select value={since} onChange={(event) => setSince(event.target.value as MapPeriod)}>
            {MAP_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.mapFrame}>
        {live ? null : <FirstView centre={SWEDEN_CENTRE} zoom={SWEDEN_VIEW.zoom} tileTemplate={tileUrl} attribution={attribution} />}
        <div ref={box} className={styles.mapBox} role="region" aria-label="Fångstkarta" />
      </div>
      <p role="status" className={styles.summary}>
        {summary}
        {tilesFailed ? " Kartbilderna kunde inte laddas – fångsterna visas ändå." : ""}
      </p>
      <div aria-live="polite">
        {opened ? (
          <section className={styles.opened} aria-labelledby={`${id}-opened`}>
            <h3 id={`${id}-opened`} className={styles.openedTitle}>
              {fangster(opened.count)} i området
            </h3>
            {opened.error ? <p>{opened.error}</p> : null}
            {!opened.reports && !opened.error ? <p>Laddar...</p> : null}
            {opened.reports ? (
              <ul className={styles.catches}>
                {opened.reports.map((report) => (
                  <li key={report.id} className={styles.catch}>
                    <a href={`/reports/${report.id}`} className={styles.catchLink}>
                      {orUnknown(report.fish)}, {formatWeight(report.weight)}
                    </a>
                    <span className={styles.catchMeta}>
                      {report.location} · {formatFishingDate(report.fishing_date)} · {report.username}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            {opened.reports && opened.count > opened.reports.length ? <p>De {opened.reports.length} senaste visas.</p> : null}
          </section>
        ) : null}
      </div>
    </section>
  );
}
