// Sun and moon at a place and instant, computed here without any network (suncalc): sunrise, sunset, the light
// period of a catch, the moon's phase and illumination, and the solunar periods of a day. Browser-safe.
import { getMoonIllumination, getMoonPosition, getMoonTimes, getPosition, getTimes } from "suncalc";
import { stockholmClock } from "@/lib/conditions/catch-time";

export const LIGHT_PERIODS = ["gryning", "dag", "skymning", "natt"] as const;
export type LightPeriod = (typeof LIGHT_PERIODS)[number];

export const MOON_PHASES = [
  "nymåne",
  "tilltagande skära",
  "första kvarteret",
  "tilltagande måne",
  "fullmåne",
  "avtagande måne",
  "sista kvarteret",
  "avtagande skära",
] as const;
export type MoonPhaseName = (typeof MOON_PHASES)[number];

export type SunMoon = {
  /** HH:MM local Swedish time, or null when the sun neither rises nor sets that day */
  sunrise: string | null;
  sunset: string | null;
  /** the sun stays up (midnattssol) or down (polarnatt) all day */
  polar: "midnattssol" | "polarnatt" | null;
  lightPeriod: LightPeriod;
  /** 0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter */
  moonPhase: number;
  moonPhaseName: MoonPhaseName;
  /** the lit fraction of the moon's disc, 0–1 */
  moonIllumination: number;
};

/** Sun altitude (degrees) where civil twilight ends: below it is night. */
const CIVIL_TWILIGHT = -6;
/** Sun altitude at sunrise and sunset (the upper limb with refraction). */
const HORIZON = -0.833;

const hhmm = (instant: Date | null | undefined) => (instant ? stockholmClock(instant).slice(11) : null);

/** The light period at an instant: day with the sun up, dawn or dusk in civil twilight, else night. */
export function lightPeriodAt(instant: Date, latitude: number, longitude: number): LightPeriod {
  const altitude = getPosition(instant, latitude, longitude).altitude;
  if (altitude >= HORIZON) return "dag";
  if (altitude < CIVIL_TWILIGHT) return "natt";
  const noon = getTimes(instant, latitude, longitude).solarNoon;
  const fromNoon = Math.abs(instant.getTime() - noon.getTime());
  // Twilight before solar noon (or more than half a day after it, i.e. before the next noon) is dawn.
  const beforeNoon = instant < noon ? fromNoon < 12 * 3_600_000 : fromNoon > 12 * 3_600_000;
  return beforeNoon ? "gryning" : "skymning";
}

/** The phase's name: eight equal arcs around the cycle, centred on new, quarters and full. */
export function moonPhaseName(phase: number): MoonPhaseName {
  const index = Math.round((((phase % 1) + 1) % 1) * 8) % 8;
  return MOON_PHASES[index]!;
}

/** Sun and moon for a catch at this place and instant. */
export function sunMoonAt(instant: Date, latitude: number, longitude: number): SunMoon {
  const times = getTimes(instant, latitude, longitude);
  const moon = getMoonIllumination(instant);
  return {
    sunrise: hhmm(times.sunrise),
    sunset: hhmm(times.sunset),
    polar: times.alwaysUp ? "midnattssol" : times.alwaysDown ? "polarnatt" : null,
    lightPeriod: lightPeriodAt(instant, latitude, longitude),
    moonPhase: round(moon.phase, 3),
    moonPhaseName: moonPhaseName(moon.phase),
    moonIllumination: round(moon.fraction, 3),
  };
}

export type SolunarPeriod = { kind: "major" | "minor"; label: string; start: Date; end: Date };

/**
 * The solunar periods of the day that starts at `dayStart`: major (two hours around the moon overhead and
 * underfoot) and minor (an hour around moonrise and moonset).
 */
export function solunarPeriods(dayStart: Date, latitude: number, longitude: number): SolunarPeriod[] {
  const periods: SolunarPeriod[] = [];
  const around = (centre: Date, hours: number) => ({
    start: new Date(centre.getTime() - (hours / 2) * 3_600_000),
    end: new Date(centre.getTime() + (hours / 2) * 3_600_000),
  });
  // Overhead and underfoot: the highest and lowest moon, found in ten-minute steps.
  let high = { at: dayStart, altitude: -Infinity };
  let low = { at: dayStart, altitude: Infinity };
  for (let minute = 0; minute < 24 * 60; minute += 10) {
    const at = new Date(dayStart.getTime() + minute * 60_000);
    const altitude = getMoonPosition(at, latitude, longitude).altitude;
    if (altitude > high.altitude) high = { at, altitude };
    if (altitude < low.altitude) low = { at, altitude };
  }
  periods.push({ kind: "major", label: "månen i söder", ...around(high.at, 2) });
  periods.push({ kind: "major", label: "månen under horisonten i norr", ...around(low.at, 2) });
  // suncalc's moon times are per UTC day: read the two UTC days the local day touches and keep what falls inside it.
  const dayEnd = dayStart.getTime() + 24 * 3_600_000;
  const inside = (at: Date | undefined): at is Date => !!at && at.getTime() >= dayStart.getTime() && at.getTime() < dayEnd;
  for (const utcDay of [dayStart, new Date(dayEnd - 1)]) {
    const moonTimes = getMoonTimes(utcDay, latitude, longitude);
    if (inside(moonTimes.rise)) periods.push({ kind: "minor", label: "månen går upp", ...around(moonTimes.rise, 1) });
    if (inside(moonTimes.set)) periods.push({ kind: "minor", label: "månen går ned", ...around(moonTimes.set, 1) });
  }
  return periods.sort((a, b) => a.start.getTime() - b.start.getTime());
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
