// Drawing a share card (an OpenGraph image): 1200 × 630, a square picture on the left (a photo, or a drawn fish)
// and the text on the right, in the Inter font shipped in node_modules (the machines have no internet). Drawn
// with next/og's ImageResponse, then encoded as JPEG by sharp so a card with a photo stays small.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import { storage, type UploadKind } from "@/lib/storage";

export const CARD_SIZE = { width: 1200, height: 630 } as const;
const SQUARE = CARD_SIZE.height;
const BLUE = "#0b5d8c";
const DEEP = "#08476b";

type Font = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };
let fonts: Promise<Font[]> | null = null;

function loadFonts(): Promise<Font[]> {
  const file = (weight: 400 | 700) => path.join(process.cwd(), "node_modules", "@fontsource", "inter", "files", `inter-latin-${weight}-normal.woff`);
  fonts ??= Promise.all(([400, 700] as const).map(async (weight) => ({ name: "Inter", data: await readFile(file(weight)), weight, style: "normal" as const })));
  return fonts;
}

/** A stored upload cut to the card's square, as a data URL; null when there is none or it cannot be read. */
export async function squarePhoto(kind: UploadKind, fileName: string | null): Promise<string | null> {
  if (!fileName) return null;
  try {
    const file = await storage().open(kind, fileName);
    if (!file) return null;
    const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
    const square = await sharp(bytes).resize(SQUARE, SQUARE, { fit: "cover" }).jpeg({ quality: 78 }).toBuffer();
    return `data:image/jpeg;base64,${square.toString("base64")}`;
  } catch (error) {
    console.error(`A share card could not read ${kind}/${fileName}`, error);
    return null;
  }
}

function DrawnFish() {
  return (
    <div style={{ display: "flex", width: SQUARE, height: SQUARE, alignItems: "center", justifyContent: "center", background: "#dcebf4" }}>
      <svg width="440" height="264" viewBox="0 0 120 72">
        <path d="M14 36c14-19 44-25 66-10l16-12c2-1 4 0 4 2l-4 20 4 20c0 2-2 3-4 2L80 46C58 61 28 55 14 36z" fill={BLUE} />
        <circle cx="34" cy="32" r="3.4" fill="#ffffff" />
        <circle cx="34.8" cy="32" r="1.6" fill="#0b3350" />
        <path d="M50 24c4 7 4 17 0 24" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      </svg>
    </div>
  );
}

export type CardText = {
  /** The large first line (a fish, a title, a species). */
  heading: string;
  /** The line under it in the light colour ('9,4 kg · 101 cm'), if any. */
  highlight?: string;
  /** Smaller lines under those. */
  lines: string[];
};

/** The card as JPEG bytes. */
export async function drawCard({ photo, text }: { photo: string | null; text: CardText }): Promise<Buffer> {
  const headingSize = text.heading.length > 40 ? 44 : text.heading.length > 14 ? 52 : 68;
  const card = new ImageResponse(
    (
      <div style={{ display: "flex", width: "100%", height: "100%", background: "#ffffff", fontFamily: "Inter" }}>
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
          <img src={photo} width={SQUARE} height={SQUARE} alt="" style={{ objectFit: "cover" }} />
        ) : (
          <DrawnFish />
        )}
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", flex: 1, padding: "56px 48px", background: DEEP, color: "#ffffff" }}>
          <div style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ fontSize: headingSize, fontWeight: 700, lineHeight: 1.1 }}>{text.heading}</div>
            {text.highlight ? <div style={{ fontSize: 44, fontWeight: 700, marginTop: 24, color: "#cfe6f3" }}>{text.highlight}</div> : null}
            {text.lines.map((line, i) => (
              <div key={`${i}:${line}`} style={{ fontSize: 30, marginTop: i === 0 ? 24 : 8 }}>
                {line}
              </div>
            ))}
          </div>
          <div style={{ display: "flex", fontSize: 34, fontWeight: 700, borderTop: "2px solid #3d86b0", paddingTop: 20 }}>Fiskegänget</div>
        </div>
      </div>
    ),
    { ...CARD_SIZE, fonts: await loadFonts() },
  );
  const png = Buffer.from(await card.arrayBuffer());
  return sharp(png).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
