// A catch report as the API and pages hand it out (SPEC §3 "Report"), shared by every domain that lists reports.
// Safe for the browser.
import type { ReportPosition } from "@/lib/privacy/positions";

/**
 * A catch report as everyone may see it: the same for every viewer, so cached pages can show it. For an
 * anonymous member `username` is the 'anonym#007' display name, `user_id` is null and `is_anonymous` is true:
 * the real name and the id that leads to the profile never leave the server.
 */
export type PublicReport = {
  id: number;
  user_id: number | null;
  username: string;
  fish: string;
  /** kilograms as a numeric string, e.g. "3.40" */
  weight: string;
  /** centimetres as a numeric string, e.g. "72.0" */
  length: string;
  location: string;
  bait: string | null;
  method: string | null;
  notes: string | null;
  /** stored file name, served from /uploads/reports/{image} */
  image: string | null;
  /** ISO timestamp of posting (SPEC's `time`) */
  time: string;
  created_at: string;
  /** YYYY-MM-DD */
  fishing_date: string;
  /** HH:MM local Swedish time of the catch (an addition to SPEC §3), present only when the member gave it. */
  catch_time?: string;
  is_anonymous: boolean;
  like_count: number;
  /** Comments under the report (an addition to SPEC §3; removed ones kept for their replies do not count). */
  comment_count: number;
  /** The catalogue's species the `fish` text names (an addition to SPEC §3), or null for free text. */
  species: ReportSpecies | null;
  /** Put back alive. */
  released: boolean;
  /** The weight reaches Storfiskregistret's minimum for the species (the report claims no registration). */
  is_big_fish: boolean;
  /** Heavier (at equal weight, longer) than every earlier catch of its species by the same member when posted. */
  is_personal_best: boolean;
  /**
   * Where the catch was made, as this viewer may see it (lib/privacy/positions.ts); an addition to SPEC §3. In a
   * PublicReport always the area (the centre of its 10 km cell) or null, never the exact point.
   */
  position: ReportPosition | null;
};

export type ReportSpecies = { slug: string; name: string; latin: string };

/**
 * A report as the API answers a known viewer: the member and admins also see who is behind their anonymous
 * reports, and `can_delete` says whether the viewer may delete it (owner or admin).
 */
export type ReportJson = PublicReport & { can_delete: boolean };
