// Where a page's share card is, as the page names it in og:image and twitter:image. The address carries a short
// digest of what the card draws, so a chat app that keeps cards by address fetches a new one when the page changes.
import { createHash } from "node:crypto";
import type { PublicReport } from "@/lib/report-rows/types";

export const CARD_ALT = "Delningsbild från Fiskegänget med sidans rubrik och uppgifter";

/** A short digest of what a card draws: a new one whenever the drawing would change. */
export function cardVersion(drawn: readonly (string | number | null | undefined)[]): string {
  return createHash("sha256").update(drawn.map((part) => String(part ?? "")).join("\u0000")).digest("base64url").slice(0, 10);
}

/** The metadata image of a card at `path` that draws `drawn`. */
export function cardImage(path: string, drawn: readonly (string | number | null | undefined)[]) {
  return { url: `${path}/opengraph-image?v=${cardVersion(drawn)}`, width: 1200, height: 630, type: "image/jpeg", alt: CARD_ALT };
}

export function reportCardImage(report: Pick<PublicReport, "id" | "fish" | "weight" | "length" | "fishing_date" | "username" | "image">) {
  return cardImage(`/reports/${report.id}`, [report.fish, report.weight, report.length, report.fishing_date, report.username, report.image]);
}
