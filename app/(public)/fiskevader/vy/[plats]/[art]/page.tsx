// /fiskevader for a town (or the default place) and a species (or all), kept as a page of its own: proxy.ts
// rewrites /fiskevader?plats=…&art=… here (lib/conditions/fishing-weather-address.mjs), so every visitor asking
// for the same place is served the same page, renewed in the background at most every 15 minutes. The forecast
// under it is kept per grid cell and hour (lib/conditions/smhi/forecast.ts).
import type { Metadata } from "next";
import { ALL } from "@/lib/conditions/fishing-weather-address.mjs";
import { FISHING_WEATHER_METADATA, FishingWeatherView } from "../../../_components/fishing-weather-view";

type Props = { params: Promise<{ plats: string; art: string }> };

// KEPT_FISHING_WEATHER_SECONDS (lib/conditions/fishing-weather-address.mjs); Next.js needs the number written here.
export const revalidate = 900;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = FISHING_WEATHER_METADATA;

export default async function KeptFishingWeatherPage({ params }: Props) {
  const { plats, art } = await params;
  const query = { plats: plats === ALL ? undefined : plats, art: art === ALL ? undefined : art };
  return <FishingWeatherView query={query} />;
}
