// The hourly metobs parameters a catch's conditions use, by SMHI's number (API version 1.0). Browser-safe.
export const METOBS_PARAMETERS = {
  airTemperature: 1,
  windDirection: 3,
  windSpeed: 4,
  precipitation: 7,
  pressure: 9,
  cloudCover: 16,
} as const;
export type ConditionField = keyof typeof METOBS_PARAMETERS;
