// /fiskevader – the next seven days for a place and a species. A town (or the default place) is served from a kept
// page that proxy.ts rewrites to (vy/[plats]/[art]); a position from the browser or the map is rendered here, on
// request (docs/decisions/282-kept-fishing-weather.md).
import type { Metadata } from "next";
import { FISHING_WEATHER_METADATA, FishingWeatherView } from "./_components/fishing-weather-view";

export const metadata: Metadata = FISHING_WEATHER_METADATA;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function FishingWeatherPage({ searchParams }: Props) {
  return <FishingWeatherView query={await searchParams} />;
}
