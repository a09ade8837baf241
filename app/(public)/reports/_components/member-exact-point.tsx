"use client";
// On a catch's cached page, the exact point for those the rule lets see it: the owner, and friends when the
// owner chose so. Asked in the browser from GET /api/map/friends, which answers only such points; every other
// member finds the catch missing from the answer and sees the area alone. Loaded for members only
// (report-exact-point.tsx).
import { useEffect, useState, type ReactNode } from "react";
import { useSession } from "@/components/shell/session-context";
import { apiFetch } from "@/lib/api-client";
import { tileAt } from "@/lib/geo/tiles";
import type { FriendsMapAnswer } from "@/lib/map/schemas";
import styles from "./report-area.module.css";

export type ExactPointProps = {
  reportId: number;
  centre: { latitude: number; longitude: number };
  tile: { x: number; y: number; z: number };
  /** The area's picture, drawn on the server: the point goes on top of it. */
  children: ReactNode;
};

const asShown = (value: number) => value.toFixed(6).replace(".", ",");

export function MemberExactPoint({ reportId, centre, tile, children }: ExactPointProps) {
  const { status } = useSession();
  const [point, setPoint] = useState<{ latitude: number; longitude: number } | null>(null);

  useEffect(() => {
    if (status !== "member") return;
    const controller = new AbortController();
    // The cell is 10 km across: a box a little larger than it around its centre holds the point.
    const bbox = [centre.longitude - 0.2, centre.latitude - 0.1, centre.longitude + 0.2, centre.latitude + 0.1].map((n) => n.toFixed(6)).join(",");
    void apiFetch<FriendsMapAnswer>(`/api/map/friends?bbox=${bbox}`, { signal: controller.signal }).then((answer) => {
      const found = answer.ok ? answer.data.points.find((p) => p.report_id === reportId) : undefined;
      if (found) setPoint({ latitude: found.latitude, longitude: found.longitude });
    });
    return () => controller.abort();
  }, [status, reportId, centre.latitude, centre.longitude]);

  const at = point ? tileAt(point, tile.z) : null;
  return (
    <>
      <div className={styles.map}>
        {children}
        {at && at.x === tile.x && at.y === tile.y ? (
          <span className={styles.point} style={{ left: at.pixelX - 6, top: at.pixelY - 6 }} aria-hidden="true" />
        ) : null}
      </div>
      {point ? (
        <p className={styles.exact}>
          Exakt plats: {asShown(point.latitude)}, {asShown(point.longitude)} – syns bara för ägaren och de matroser ägaren valt.
        </p>
      ) : null}
    </>
  );
}
