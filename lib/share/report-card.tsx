// The share card of a catch (its OpenGraph image): 1200 × 630 JPEG with the photo (or a drawn fish), the fish,
// weight, length, date, the fisher's public name and the site's name. Never a position, and the name is the one
// the privacy policy gives (`fisher_name`, "anonym#…" for an anonymous member). Drawn with next/og's
// ImageResponse in the Inter font shipped in node_modules, then encoded by sharp so a photo card stays small.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import { formatFishingDate, formatLength, formatWeight, orUnknown } from "@/lib/reports/display";
import type { PublicReport } from "@/lib/reports/types";
import { storage } from "@/lib/storage";

export const CARD_SIZE = { width: 1200, height: 630 } as const;
const PHOTO_SIZE = CARD_SIZE.height;
const SITE_NAME = "Fiskegänget";
const BLUE = "#0b5d8c";
const DEEP = "#08476b";

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }[]> | null = null;

function loadFonts() {
  const file = (weight: number) => path.join(process.cwd(), "node_modules", "@fontsource", "inter", "files", `inter-latin-${weight}-normal.woff`);
  fonts ??= Promise.all([
    readFile(file(400)).then((data) => ({ name: "Inter", data, weight: 400 as const, style: "normal" as const })),
    readFile(file(700)).then((data) => ({ name: "Inter", data, weight: 700 as const, style: "normal" as const })),
  ]);
  return fonts;
}

/** The report's photo cut to the card's square, as a data URL; null when it has none or it cannot be read. */
async function photoOf(image: string | null): Promise<string | null> {
  if (!image) return null;
  try {
    const file = await storage().open("reports", image);
    if (!file) return null;
    const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
    const square = await sharp(bytes).resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover" }).jpeg({ quality: 78 }).toBuffer();
    return `data:image/jpeg;base64,${square.toString("base64")}`;
  } catch (error) {
    console.error(`The share card could not read the photo ${image}`, error);
    return null;
  }
}

function DrawnFish() {
  return (
    <div style={{ display: "flex", width: PHOTO_SIZE, height: PHOTO_SIZE, alignItems: "center", justifyContent: "center", background: "#dcebf4" }}>
      <svg width="440" height="264" viewBox="0 0 120 72">
        <path d="M14 36c14-19 44-25 66-10l16-12c2-1 4 0 4 2l-4 20 4 20c0 2-2 3-4 2L80 46C58 61 28 55 14 36z" fill={BLUE} />
        <circle cx="34" cy="32" r="3.4" fill="#ffffff" />
        <circle cx="34.8" cy="32" r="1.6" fill="#0b3350" />
        <path d="M50 24c4 7 4 17 0 24" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      </svg>
    </div>
  );
}

/** The card's text, as drawn; a test compares it with the image's metadata. */
export function cardLines(report: Pick<PublicReport, "fish" | "weight" | "length" | "fishing_date" | "username">) {
  return {
    fish: orUnknown(report.fish),
    size: `${formatWeight(report.weight)} · ${formatLength(report.length)}`,
    date: formatFishingDate(report.fishing_date),
    fisher: `Fångad av ${orUnknown(report.username)}`,
  };
}

/** The card as JPEG bytes. */
export async function renderReportCard(report: PublicReport): Promise<Buffer> {
  const [photo, fontData] = await Promise.all([photoOf(report.image), loadFonts()]);
  const lines = cardLines(report);
  const card = new ImageResponse(
    (
      <div style={{ display: "flex", width: "100%", height: "100%", background: "#ffffff", fontFamily: "Inter" }}>
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
          <img src={photo} width={PHOTO_SIZE} height={PHOTO_SIZE} alt="" style={{ objectFit: "cover" }} />
        ) : (
          <DrawnFish />
        )}
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", flex: 1, padding: "56px 48px", background: DEEP, color: "#ffffff" }}>
          <div style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ fontSize: lines.fish.length > 14 ? 52 : 68, fontWeight: 700, lineHeight: 1.1 }}>{lines.fish}</div>
            <div style={{ fontSize: 44, fontWeight: 700, marginTop: 24, color: "#cfe6f3" }}>{lines.size}</div>
            <div style={{ fontSize: 30, marginTop: 24 }}>{lines.date}</div>
            <div style={{ fontSize: 30, marginTop: 8 }}>{lines.fisher}</div>
          </div>
          <div style={{ display: "flex", fontSize: 34, fontWeight: 700, color: "#ffffff", borderTop: "2px solid #3d86b0", paddingTop: 20 }}>{SITE_NAME}</div>
        </div>
      </div>
    ),
    { ...CARD_SIZE, fonts: fontData },
  );
  const png = Buffer.from(await card.arrayBuffer());
  return sharp(png).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
