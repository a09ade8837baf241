// The shapes the reports domain hands to pages and the API (SPEC §3 "Report"). Safe for the browser.
import type { PublicReport, ReportJson } from "@/lib/report-rows/types";
import { REPORT_SORTS } from "@/lib/reports/sorts.mjs";

export type { PublicReport, ReportJson, ReportSpecies } from "@/lib/report-rows/types";
export { REPORT_SORTS };
export type ReportSort = (typeof REPORT_SORTS)[number];

export type PublicReportPage = { reports: PublicReport[]; nextCursor: string | null; total: number };

export type ReportPage = { reports: ReportJson[]; nextCursor: string | null; total: number };

export type HomeStats = {
  totalReports: number;
  activeAnglers: number;
  biggestCatch: { weight: string; fish: string } | null;
  heaviest: Pick<PublicReport, "id" | "fish" | "weight" | "username"> | null;
  longest: Pick<PublicReport, "id" | "fish" | "length" | "username"> | null;
  /** Swedish weekday name, e.g. "lördag" */
  popularWeekday: { name: string; count: number } | null;
  hottestLocation: { name: string; count: number } | null;
};
