// The share card of a catch: the photo (or a drawn fish), the fish, weight and length, date, the fisher's public
// name. Never a position, and the name is the one the privacy policy gives (`fisher_name`, "anonym#…" for an
// anonymous member).
import "server-only";
import { formatFishingDate, formatLength, formatWeight, orUnknown } from "@/lib/reports/display";
import type { PublicReport } from "@/lib/report-rows/types";
import { drawCard, squarePhoto, type CardText } from "@/lib/share/draw";

/** The card's text, as drawn; a test checks it against the privacy policy. */
export function cardLines(report: Pick<PublicReport, "fish" | "weight" | "length" | "fishing_date" | "username">): CardText {
  return {
    heading: orUnknown(report.fish),
    highlight: `${formatWeight(report.weight)} · ${formatLength(report.length)}`,
    lines: [formatFishingDate(report.fishing_date), `Fångad av ${orUnknown(report.username)}`],
  };
}

export async function renderReportCard(report: PublicReport): Promise<Buffer> {
  return drawCard({ photo: await squarePhoto("reports", report.image), text: cardLines(report) });
}
