"use client";
// The map's place on /karta: a box of fixed height (nothing below moves when the map arrives) into which the map's
// code, and Leaflet with it, loads in the browser. No other page carries it.
import dynamic from "next/dynamic";
import type { CatchMapProps } from "./catch-map";
import styles from "./karta.module.css";

const CatchMap = dynamic(() => import("./catch-map").then((module) => module.CatchMap), {
  ssr: false,
  loading: () => (
    <div className={styles.mapBox}>
      <p className={styles.mapLoading}>Laddar kartan...</p>
    </div>
  ),
});

export function MapSlot(props: CatchMapProps) {
  return <CatchMap {...props} />;
}
