"use client";
// Placing a catch on a map in the report form: tap or click to put the pin, drag it to move it. Loaded (with
// Leaflet) only when the member opens the map; the typed fields stay the keyboard's and screen reader's way.
import "leaflet/dist/leaflet.css";
import type { Map as LeafletMap, Marker } from "leaflet";
import { useEffect, useRef } from "react";
import styles from "./report-form.module.css";

export type TileSource = { url: string; attribution: string };

type Props = {
  tiles: TileSource;
  /** The point typed so far, to start from. */
  start: { latitude: number; longitude: number } | null;
  onPick: (point: { latitude: number; longitude: number }) => void;
};

const SWEDEN = { center: [62.4, 16.3] as [number, number], zoom: 4 };

export function PositionPicker({ tiles, start, onPick }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  const initial = useRef(start);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    let map: LeafletMap | null = null;
    let cancelled = false;
    void import("leaflet").then((L) => {
      if (cancelled || !box.current) return;
      const from = initial.current;
      map = L.map(box.current, from ? { center: [from.latitude, from.longitude], zoom: 11 } : SWEDEN);
      map.attributionControl.setPrefix(false);
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
      const pin = L.divIcon({ className: styles.pin, iconSize: [24, 24], iconAnchor: [12, 24] });
      let marker: Marker | null = null;
      const place = (latitude: number, longitude: number) => {
        if (!map) return;
        if (marker) marker.setLatLng([latitude, longitude]);
        else {
          marker = L.marker([latitude, longitude], { icon: pin, draggable: true, title: "Fångstplatsen", alt: "Fångstplatsen", keyboard: true }).addTo(map);
          marker.on("dragend", () => {
            const at = marker!.getLatLng();
            pick.current({ latitude: at.lat, longitude: at.lng });
          });
        }
      };
      if (from) place(from.latitude, from.longitude);
      map.on("click", (event) => {
        place(event.latlng.lat, event.latlng.lng);
        pick.current({ latitude: event.latlng.lat, longitude: event.latlng.lng });
      });
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [tiles.url, tiles.attribution]);

  return <div ref={box} className={styles.picker} role="region" aria-label="Karta: tryck där fisken togs" data-testid="position-picker" />;
}
