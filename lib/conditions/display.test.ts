import { describe, expect, it } from "vitest";
import { conditionLines, moonPath, moonText } from "@/lib/conditions/display";
import type { ConditionsView } from "@/lib/conditions/types";

const view: ConditionsView = {
  reportId: 1,
  status: "done",
  values: { airTemperature: -3.5, windSpeed: 4.2, windDirection: 225, pressure: 1013.2, pressureTrend: -1.5, cloudCover: 75, precipitation: 0.4, waterTemperature: 6 },
  memberFields: [],
  sunMoon: { sunrise: "07:12", sunset: "16:05", polar: null, lightPeriod: "gryning", moonPhase: 0.3, moonPhaseName: "tilltagande måne", moonIllumination: 0.654 },
  catchTime: "06:50",
  stations: null,
  canEdit: false,
};

describe("conditionLines", () => {
  it("writes values in Swedish style: decimal comma, minus sign, spaced thousands, words for wind and trend", () => {
    const lines = Object.fromEntries(conditionLines(view).map((l) => [l.key, l.value]));
    expect(lines).toMatchObject({
      time: "06:50",
      sun: "upp 07:12, ned 16:05",
      light: "Gryning",
      airTemperature: "−3,5 °C",
      windSpeed: "4,2 m/s från sydväst",
      pressure: "1\u00a0013,2 hPa, fallande (−1,5 hPa på 3 timmar)",
      cloudCover: "75 %",
      waterTemperature: "6,0 °C",
    });
    expect(moonText(view)).toBe("Tilltagande måne, 65 % belyst");
  });

  it("says polar night plainly and leaves out what is missing", () => {
    const dark = { ...view, catchTime: null, values: { ...view.values, pressure: null, windSpeed: null }, sunMoon: { ...view.sunMoon!, polar: "polarnatt" as const, sunrise: null, sunset: null } };
    const lines = conditionLines(dark);
    expect(lines.find((l) => l.key === "sun")?.value).toBe("Polarnatt – solen går inte upp");
    expect(lines.find((l) => l.key === "light")?.value).toBe("Okänt (inget klockslag)");
    expect(lines.some((l) => l.key === "pressure")).toBe(false);
    expect(lines.find((l) => l.key === "windDirection")?.value).toBe("från sydväst");
  });
});

describe("moonPath", () => {
  it("draws the lit half on the right when waxing and the left when waning", () => {
    expect(moonPath(0.3)).toBe("M 12.00 0 A 12.00 12.00 0 0 1 12.00 24.00 A 3.71 12.00 0 0 1 12.00 0 Z");
    expect(moonPath(0.1)).toContain("A 9.71 12.00 0 0 0 12.00 0");
    expect(moonPath(0.75)).toContain("0 0 0 12.00 24.00");
  });
});
