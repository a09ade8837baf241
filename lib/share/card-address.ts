// Where a report's share card is, as its page names it. The address carries a short digest of what the card
// draws, so a chat app that keeps cards by address fetches the card again after the catch is corrected.
import { createHash } from "node:crypto";
import type { PublicReport } from "@/lib/reports/types";

export const CARD_ALT = "Fångstkort från Fiskegänget: fisken, vikten, längden, datumet och fiskarens namn";

export function shareCardOf(report: Pick<PublicReport, "id" | "fish" | "weight" | "length" | "fishing_date" | "username" | "image">) {
  const drawn = [report.fish, report.weight, report.length, report.fishing_date, report.username, report.image ?? ""].join("\u0000");
  const version = createHash("sha256").update(drawn).digest("base64url").slice(0, 10);
  return { url: `/reports/${report.id}/opengraph-image?v=${version}`, width: 1200, height: 630, type: "image/jpeg" };
}
