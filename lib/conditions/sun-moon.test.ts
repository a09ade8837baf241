// Sun and moon against published values (timeanddate.com / SMHI's almanac, rounded to the minute: suncalc is
// within a minute or two at these latitudes).
import { describe, expect, it } from "vitest";
import { catchInstant, stockholmClock } from "@/lib/conditions/catch-time";
import { lightPeriodAt, moonPhaseName, solunarPeriods, sunMoonAt } from "@/lib/conditions/sun-moon";

const STOCKHOLM = { latitude: 59.3293, longitude: 18.0686 };
const KIRUNA = { latitude: 67.8558, longitude: 20.2253 };
const GOTHENBURG = { latitude: 57.7089, longitude: 11.9746 };

const minutes = (hhmm: string | null) => {
  const [h, m] = (hhmm ?? "x").split(":").map(Number);
  return (h ?? NaN) * 60 + (m ?? NaN);
};

describe("catchInstant", () => {
  it("reads a date and time as Swedish local time, summer and winter", () => {
    expect(catchInstant("2026-06-21", "06:45").toISOString()).toBe("2026-06-21T04:45:00.000Z");
    expect(catchInstant("2026-12-21", "06:45").toISOString()).toBe("2026-12-21T05:45:00.000Z");
    expect(stockholmClock(catchInstant("2026-03-29", null))).toBe("2026-03-29 12:00");
  });
});

describe("sunMoonAt", () => {
  it("Stockholm at midsummer 2026: sunrise 03:31, sunset 22:08, light all night", () => {
    const sun = sunMoonAt(catchInstant("2026-06-21", "12:00"), STOCKHOLM.latitude, STOCKHOLM.longitude);
    expect(Math.abs(minutes(sun.sunrise) - minutes("03:31"))).toBeLessThanOrEqual(2);
    expect(Math.abs(minutes(sun.sunset) - minutes("22:08"))).toBeLessThanOrEqual(2);
    expect(sun.polar).toBeNull();
    expect(lightPeriodAt(catchInstant("2026-06-21", "23:00"), STOCKHOLM.latitude, STOCKHOLM.longitude)).toBe("skymning");
    // The sun dips just past civil twilight (about −7°) around 01:00.
    expect(lightPeriodAt(catchInstant("2026-06-21", "01:00"), STOCKHOLM.latitude, STOCKHOLM.longitude)).toBe("natt");
    expect(lightPeriodAt(catchInstant("2026-06-21", "03:00"), STOCKHOLM.latitude, STOCKHOLM.longitude)).toBe("gryning");
  });

  it("Kiruna in December's polar night: no sunrise, only twilight at noon", () => {
    const noon = sunMoonAt(catchInstant("2026-12-21", "12:00"), KIRUNA.latitude, KIRUNA.longitude);
    expect(noon).toMatchObject({ sunrise: null, sunset: null, polar: "polarnatt" });
    expect(["gryning", "skymning"]).toContain(noon.lightPeriod);
    expect(sunMoonAt(catchInstant("2026-12-21", "20:00"), KIRUNA.latitude, KIRUNA.longitude).lightPeriod).toBe("natt");
    expect(sunMoonAt(catchInstant("2026-06-21", "00:30"), KIRUNA.latitude, KIRUNA.longitude)).toMatchObject({ polar: "midnattssol", lightPeriod: "dag" });
  });

  it("Gothenburg at the spring equinox 2026: sunrise 06:14, sunset 18:26", () => {
    const sun = sunMoonAt(catchInstant("2026-03-20", "09:00"), GOTHENBURG.latitude, GOTHENBURG.longitude);
    expect(Math.abs(minutes(sun.sunrise) - minutes("06:14"))).toBeLessThanOrEqual(2);
    expect(Math.abs(minutes(sun.sunset) - minutes("18:26"))).toBeLessThanOrEqual(2);
    expect(sun.lightPeriod).toBe("dag");
  });

  it("the moon: full at the total lunar eclipse of 3 March 2026, new at the solar eclipse of 17 February 2026", () => {
    const full = sunMoonAt(new Date("2026-03-03T11:38:00Z"), STOCKHOLM.latitude, STOCKHOLM.longitude);
    expect(full.moonPhaseName).toBe("fullmåne");
    expect(full.moonIllumination).toBeGreaterThan(0.99);
    const fresh = sunMoonAt(new Date("2026-02-17T12:01:00Z"), STOCKHOLM.latitude, STOCKHOLM.longitude);
    expect(fresh.moonPhaseName).toBe("nymåne");
    expect(fresh.moonIllumination).toBeLessThan(0.01);
    expect(moonPhaseName(0.25)).toBe("första kvarteret");
    expect(moonPhaseName(0.74)).toBe("sista kvarteret");
    expect(moonPhaseName(0.97)).toBe("nymåne");
  });
});

describe("solunarPeriods", () => {
  it("gives two major periods twelve-odd hours apart and minor ones at moonrise and moonset", () => {
    const periods = solunarPeriods(new Date("2026-03-02T23:00:00Z"), STOCKHOLM.latitude, STOCKHOLM.longitude);
    const majors = periods.filter((p) => p.kind === "major");
    expect(majors).toHaveLength(2);
    const gap = Math.abs(majors[0]!.start.getTime() - majors[1]!.start.getTime()) / 3_600_000;
    expect(gap).toBeGreaterThan(11);
    expect(gap).toBeLessThan(13.5);
    // Moonrise that evening was 17:34 local time (16:34 UTC).
    const rise = periods.find((p) => p.label === "månen går upp");
    expect(Math.abs((rise!.start.getTime() + 30 * 60_000) - Date.parse("2026-03-03T16:34:00Z"))).toBeLessThan(5 * 60_000);
  });
});
