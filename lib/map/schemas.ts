// GET /api/map and GET /api/map/friends: the visible box, the zoom and the filters. Browser-safe.
import { z } from "zod/mini";
import { MAP_PERIODS, type MapPeriod } from "@/lib/map/periods";

export { MAP_PERIODS, type MapPeriod };

export const MAP_LIMITS = {
  /** Most clusters (or friends' points) one answer holds. */
  maxClusters: 500,
  minZoom: 0,
  maxZoom: 22,
} as const;

export const mapMessages = {
  bbox: "Ogiltigt kartutsnitt: ange bbox=minLon,minLat,maxLon,maxLat i decimalgrader",
  zoom: `Ogiltig zoomnivå: ange ett tal mellan ${MAP_LIMITS.minZoom} och ${MAP_LIMITS.maxZoom}`,
  since: "Ogiltig period: ange season, 12m eller all",
  species: "Okänd art",
} as const;

export type BoundingBox = { minLongitude: number; minLatitude: number; maxLongitude: number; maxLatitude: number };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

const bbox = z.pipe(
  z.string({ error: mapMessages.bbox }),
  z.transform((raw, payload): BoundingBox => {
    const parts = raw.split(",").map((part) => part.trim());
    const numbers = parts.map(Number);
    const [minLongitude, minLatitude, maxLongitude, maxLatitude] = numbers as [number, number, number, number];
    const valid =
      parts.length === 4 &&
      parts.every((part) => NUMBER.test(part)) &&
      minLongitude >= -180 && maxLongitude <= 180 && minLatitude >= -90 && maxLatitude <= 90 &&
      // A box may be a single point: a cluster of one cell spans only that cell's centre.
      minLongitude <= maxLongitude && minLatitude <= maxLatitude;
    if (!valid) {
      payload.issues.push({ code: "custom", message: mapMessages.bbox, input: raw });
      return z.NEVER;
    }
    return { minLongitude, minLatitude, maxLongitude, maxLatitude };
  }),
);

const zoom = z.pipe(
  z.string({ error: mapMessages.zoom }),
  z.transform((raw, payload): number => {
    const value = Number(raw.trim());
    if (!NUMBER.test(raw.trim()) || value < MAP_LIMITS.minZoom || value > MAP_LIMITS.maxZoom) {
      payload.issues.push({ code: "custom", message: mapMessages.zoom, input: raw });
      return z.NEVER;
    }
    return Math.floor(value);
  }),
);

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The filters both calls share: a species from the catalogue (its slug) and a period. */
const filters = {
  species: z.pipe(
    z.pipe(z.optional(z.string({ error: mapMessages.species })), z.transform(blankToUndefined)),
    z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, mapMessages.species))),
  ),
  since: z.pipe(
    z.pipe(z.optional(z.string({ error: mapMessages.since })), z.transform(blankToUndefined)),
    z._default(z.enum(MAP_PERIODS, { error: mapMessages.since }), "all"),
  ),
};

/** GET /api/map?bbox=minLon,minLat,maxLon,maxLat&zoom=…[&species=…][&since=season|12m|all] */
export const mapQuerySchema = z.object({ bbox, zoom, ...filters });
export type MapQuery = z.output<typeof mapQuerySchema>;

/** GET /api/map/friends?bbox=…[&species=…][&since=…] */
export const friendsMapQuerySchema = z.object({ bbox, ...filters });
export type FriendsMapQuery = z.output<typeof friendsMapQuerySchema>;

/**
 * One cluster: how many public catches lie around a point made of grid-cell centres only; `bbox` spans the
 * centres of its cells (minLon, minLat, maxLon, maxLat), for GET /api/map/catches to list them.
 */
export type MapCluster = { id: string; latitude: number; longitude: number; count: number; bbox: [number, number, number, number] };
export type MapAnswer = { clusters: MapCluster[]; truncated: boolean };

/** GET /api/map/catches?bbox=…[&species=…][&since=…]: the latest public catches whose cells lie in the box. */
export const mapCatchesQuerySchema = friendsMapQuerySchema;
/** Catches one cluster's list shows at most. */
export const MAP_CATCHES_MAX = 20;

/** A catch a member may see exactly: their own, or a friend's kept for friends. */
export type FriendPoint = {
  report_id: number;
  latitude: number;
  longitude: number;
  fish: string;
  username: string;
  fishing_date: string;
  own: boolean;
};
export type FriendsMapAnswer = { points: FriendPoint[]; truncated: boolean };
