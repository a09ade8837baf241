// The one policy for who sees where a catch was made (docs/decisions/190-spot-privacy-and-map.md). Every answer,
// page, feed and image that mentions a report's position goes through positionFor(); browser-safe.

export const POSITION_PRECISIONS = ["friends", "area", "hidden"] as const;
/**
 * friends: the owner and their friends see the point, everyone else the area;
 * area: everyone but the owner sees the area; hidden: nobody but the owner sees anything.
 */
export type PositionPrecision = (typeof POSITION_PRECISIONS)[number];
export const DEFAULT_POSITION_PRECISION: PositionPrecision = "area";

/** What a viewer is told: the point itself (`exact: true`) or the centre of its 10 km cell. */
export type ReportPosition = { latitude: number; longitude: number; precision: PositionPrecision; exact: boolean };

/** A report's stored position: the point, its cell's centre and the owner's choice. */
export type StoredPosition = {
  latitude: number;
  longitude: number;
  cellLatitude: number;
  cellLongitude: number;
  precision: PositionPrecision;
};

/**
 * How the viewer stands to the report's owner. Admins are 'other' like any member: moderating needs no spots.
 * 'public' is everyone at once (cached pages, feeds, images): it never sees more than 'other'.
 */
export type PositionAudience = "owner" | "friend" | "other" | "public";

export function positionAudience(ownerId: number, viewer: { id: number } | null, isFriend: boolean): PositionAudience {
  if (!viewer) return "public";
  if (viewer.id === ownerId) return "owner";
  return isFriend ? "friend" : "other";
}

/** Whether the audience may see the exact point of a report kept at this precision. */
export function seesExactPosition(precision: PositionPrecision, audience: PositionAudience): boolean {
  return audience === "owner" || (audience === "friend" && precision === "friends");
}

/**
 * The position as this audience may see it, or null. Everyone who may not see the point gets the cell's centre,
 * told as 'area' whatever the owner chose, so the answer does not even say whether friends see more.
 */
export function positionFor(stored: StoredPosition | null, audience: PositionAudience): ReportPosition | null {
  if (!stored) return null;
  if (seesExactPosition(stored.precision, audience)) {
    return { latitude: stored.latitude, longitude: stored.longitude, precision: stored.precision, exact: true };
  }
  if (stored.precision === "hidden") return null;
  return { latitude: stored.cellLatitude, longitude: stored.cellLongitude, precision: "area", exact: false };
}

/** The position everyone may see: the area, or nothing. What cached pages, feeds and images use. */
export function publicPosition(stored: Omit<StoredPosition, "latitude" | "longitude"> | null): ReportPosition | null {
  if (!stored || stored.precision === "hidden") return null;
  return { latitude: stored.cellLatitude, longitude: stored.cellLongitude, precision: "area", exact: false };
}
