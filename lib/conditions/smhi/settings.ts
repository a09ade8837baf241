// Where SMHI is and how patiently it is asked: from the environment, or set by a test that runs the fake SMHI.
import "server-only";
import { env } from "@/lib/env";
import type { SmhiSettings } from "@/lib/conditions/smhi/fetch";

let override: Partial<SmhiSettings> | null = null;

export function smhiSettings(): SmhiSettings {
  const e = env();
  return {
    metobsUrl: e.SMHI_METOBS_URL.replace(/\/$/, ""),
    forecastUrl: e.SMHI_FORECAST_URL.replace(/\/$/, ""),
    timeoutMs: e.SMHI_TIMEOUT_MS,
    retries: 2,
    backoffMs: 500,
    ...override,
  };
}

/** For tests: point the lookups at a fake SMHI and shorten the waits; null restores the environment's. */
export function setSmhiSettings(settings: Partial<SmhiSettings> | null): void {
  override = settings;
}

/** Whether catches are looked up: as the environment says, or always while a test has set the settings. */
export function lookupsOn(): boolean {
  return override !== null || env().CONDITIONS_LOOKUPS;
}
