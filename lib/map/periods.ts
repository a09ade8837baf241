// The map's periods, apart from its schemas: the map's own code needs the list but not the validator with it.
export const MAP_PERIODS = ["season", "12m", "all"] as const;
export type MapPeriod = (typeof MAP_PERIODS)[number];
