// A page of reports as a server page hands it to the list in the browser. The RSC payload carries props as JSON
// beside the HTML, so twenty reports as objects repeated their 22 keys twenty times (about 40 % of the list's
// payload on /reports, escaped once more inside the page's script tags). Rows carry the values in a fixed order,
// the species as [slug, name, latin] and `created_at` not at all (it is `time`); unpacking gives back exactly the
// reports that were packed. Used only between a page and its own client component: the API answers objects.
import type { ReportPosition } from "@/lib/privacy/positions";
import type { PublicReport, PublicReportPage, ReportSpecies } from "@/lib/reports/types";

type PackedSpecies = [slug: string, name: string, latin: string];

export type PackedReport = [
  id: number,
  userId: number | null,
  username: string,
  fish: string,
  weight: string,
  length: string,
  location: string,
  bait: string | null,
  method: string | null,
  notes: string | null,
  image: string | null,
  time: string,
  fishingDate: string,
  isAnonymous: boolean,
  likeCount: number,
  commentCount: number,
  species: PackedSpecies | null,
  released: boolean,
  isBigFish: boolean,
  isPersonalBest: boolean,
  position: ReportPosition | null,
  catchTime?: string,
];

export type PackedReportPage = { rows: PackedReport[]; nextCursor: string | null; total: number };

export function packReport(report: PublicReport): PackedReport {
  const species: PackedSpecies | null = report.species ? [report.species.slug, report.species.name, report.species.latin] : null;
  return [
    report.id,
    report.user_id,
    report.username,
    report.fish,
    report.weight,
    report.length,
    report.location,
    report.bait,
    report.method,
    report.notes,
    report.image,
    report.time,
    report.fishing_date,
    report.is_anonymous,
    report.like_count,
    report.comment_count,
    species,
    report.released,
    report.is_big_fish,
    report.is_personal_best,
    report.position,
    ...(report.catch_time ? [report.catch_time] : []),
  ] as PackedReport;
}

export function unpackReport(row: PackedReport): PublicReport {
  const [id, userId, username, fish, weight, length, location, bait, method, notes, image, time, fishingDate, isAnonymous, likeCount, commentCount, packedSpecies, released, isBigFish, isPersonalBest, position, catchTime] = row;
  const species: ReportSpecies | null = packedSpecies ? { slug: packedSpecies[0], name: packedSpecies[1], latin: packedSpecies[2] } : null;
  return {
    id,
    fish,
    weight,
    length,
    location,
    bait,
    method,
    notes,
    image,
    time,
    created_at: time,
    fishing_date: fishingDate,
    ...(catchTime ? { catch_time: catchTime } : {}),
    is_anonymous: isAnonymous,
    like_count: likeCount,
    comment_count: commentCount,
    species,
    released,
    is_big_fish: isBigFish,
    is_personal_best: isPersonalBest,
    user_id: userId,
    username,
    position,
  };
}

export function packReportPage(page: PublicReportPage): PackedReportPage {
  return { rows: page.reports.map(packReport), nextCursor: page.nextCursor, total: page.total };
}
