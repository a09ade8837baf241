// Types for the plain-JavaScript /fiskevader addresses beside this file (read by the server without a compiler).
export const KEPT_FISHING_WEATHER: "/fiskevader/vy/";
export const ALL: "alla";
export const KEPT_FISHING_WEATHER_SECONDS: 900;
export function keptFishingWeatherPage(params: URLSearchParams): string | null;
