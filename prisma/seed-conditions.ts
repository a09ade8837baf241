// The demo catches' time of day and weather, made up here without any network: the same plausible weather the fake
// SMHI serves (scripts/fake-smhi.mjs fakeValue), at the fake's nearest station to each catch's area, and a water
// temperature by hand on some. Times cluster around dawn and dusk, as anglers' do.
import type { PrismaClient, Prisma } from "../generated/prisma/client";
import { catchInstant } from "../lib/conditions/catch-time";
import { METOBS_PARAMETERS } from "../lib/conditions/smhi/metobs-parameters";
import { nearestStation } from "../lib/conditions/smhi/nearest";
import { FAKE_STATIONS, fakeValue } from "../scripts/fake-smhi.mjs";

type Rng = { next: () => number; int: (min: number, max: number) => number; chance: (p: number) => boolean };

const HOURS = [4, 5, 5, 6, 6, 7, 8, 10, 12, 14, 16, 18, 19, 19, 20, 20, 21, 22];

export async function seedConditions(tx: Prisma.TransactionClient | PrismaClient, rng: Rng): Promise<void> {
  const times: { id: number; time: string }[] = [];
  const rows: Prisma.ReportConditionsCreateManyInput[] = [];
  const reports = await tx.report.findMany({ select: { id: true, fishingDate: true, cellLatitude: true, cellLongitude: true }, orderBy: { id: "asc" } });
  for (const report of reports) {
    const time = rng.chance(0.75) ? `${String(HOURS[rng.int(0, HOURS.length - 1)]).padStart(2, "0")}:${String(rng.int(0, 11) * 5).padStart(2, "0")}` : null;
    const withWater = rng.chance(0.35);
    if (time) times.push({ id: report.id, time });
    if (report.cellLatitude === null || report.cellLongitude === null) continue;
    const date = report.fishingDate.toISOString().slice(0, 10);
    const hour = Math.round(catchInstant(date, time).getTime() / 3_600_000) * 3_600_000;
    if (hour > Date.now() - 3_600_000) continue;
    const place = { latitude: report.cellLatitude, longitude: report.cellLongitude };
    const values: Record<string, number> = {};
    const stations: Record<string, { id: string; name: string; km: number }> = {};
    for (const [field, parameter] of Object.entries(METOBS_PARAMETERS)) {
      const list = FAKE_STATIONS[parameter]!.map((s) => ({ id: s.key, name: s.name, latitude: s.latitude, longitude: s.longitude, from: 0, to: Number.MAX_SAFE_INTEGER }));
      // The fake knows a few stations only; the demo takes the nearest wherever it is.
      const nearest = nearestStation(list, place, new Date(hour)) ?? { station: list.sort((a, b) => Math.hypot(a.latitude - place.latitude, a.longitude - place.longitude) - Math.hypot(b.latitude - place.latitude, b.longitude - place.longitude))[0]!, km: 100 };
      values[field] = fakeValue(parameter, nearest.station.id, hour);
      stations[field] = { id: nearest.station.id, name: nearest.station.name, km: Math.round(nearest.km) };
      if (field === "pressure") values.pressureTrend = Math.round((values[field]! - fakeValue(parameter, nearest.station.id, hour - 3 * 3_600_000)) * 10) / 10;
    }
    const air = values.airTemperature ?? 10;
    rows.push({
        reportId: report.id,
        status: "done",
        lookedUpAt: new Date(),
        airTemperature: values.airTemperature,
        windSpeed: values.windSpeed,
        windDirection: Math.round(values.windDirection ?? 0),
        pressure: values.pressure,
        pressureTrend: values.pressureTrend,
        cloudCover: Math.round(values.cloudCover ?? 0),
        precipitation: values.precipitation,
        waterTemperature: withWater ? Math.max(0.5, Math.round((air * 0.7 + 4) * 10) / 10) : null,
        memberFields: withWater ? ["waterTemperature"] : [],
        stations,
    });
  }
  // Two statements, not one per catch: the seed runs in one transaction with a time limit.
  await tx.$executeRaw`UPDATE reports r SET catch_time = t.time::time
    FROM unnest(${times.map((t) => t.id)}::int[], ${times.map((t) => t.time)}::text[]) AS t(id, time) WHERE r.id = t.id`;
  await tx.reportConditions.createMany({ data: rows });
}
