// Types for the plain-JavaScript fake SMHI beside this file (run by node without a compiler).
export type FakeSmhiMode = "ok" | "down" | "garbage" | "slow";
export type FakeStation = { key: string; name: string; latitude: number; longitude: number };
export const FAKE_STATIONS: Record<number, FakeStation[]>;
export function fakeValue(parameter: number, station: string, at: number): number;
export type FakeSmhi = {
  url: string;
  metobsUrl: string;
  forecastUrl: string;
  setMode(mode: FakeSmhiMode): void;
  requests(prefix?: string): number;
  resetCounts(): void;
  close(): Promise<void>;
};
export function startFakeSmhi(options?: { port?: number; mode?: FakeSmhiMode; now?: () => number }): Promise<FakeSmhi>;
