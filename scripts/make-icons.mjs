// Draws the site's icon (a fish over a wave, in the site's colours) and writes every size the browsers and the
// web manifest ask for: `node scripts/make-icons.mjs`. The outputs are committed; run this again after a change.
//   app/icon.svg                       the icon itself, for browsers that take SVG
//   app/favicon.ico                    16, 32 and 48 px, for /favicon.ico
//   app/apple-icon.png                 180 px, full bleed (iOS rounds the corners itself)
//   public/icons/icon-192.png, -512    rounded square, for the manifest
//   public/icons/icon-maskable-512.png full bleed, the fish inside the maskable safe zone (the middle 80 %)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const BLUE = "#0b5d8c"; // --color-primary, the theme colour
const WAVE = "#7cc4e4"; // the header's waterline
const FIN = "#f28c6b"; // --color-accent

// On a 64 × 64 grid. `scale` shrinks the drawing about the centre (for the maskable safe zone).
function fish(scale = 1) {
  return `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">
    <path d="M28 19.5Q33 10 41 18.5Z" fill="${FIN}"/>
    <path d="M16 30 6 20l3 10-3 10Z" fill="#ffffff"/>
    <path d="M14 30C22 16 44 14 57 30 44 46 22 44 14 30Z" fill="#ffffff"/>
    <path d="M40 22Q36 30 40 38" fill="none" stroke="${BLUE}" stroke-width="2" stroke-linecap="round"/>
    <circle cx="48" cy="27" r="2.8" fill="${BLUE}"/>
    <path d="M6 52q6.5-4 13 0t13 0 13 0 13 0" fill="none" stroke="${WAVE}" stroke-width="3" stroke-linecap="round"/>
  </g>`;
}

function svg({ rounded, scale }) {
  const background = rounded
    ? `<rect width="64" height="64" rx="14" fill="${BLUE}"/>`
    : `<rect width="64" height="64" fill="${BLUE}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  ${background}
  ${fish(scale)}
</svg>
`;
}

// A palette keeps the flat-coloured PNGs small; inside the .ico the images stay 32-bit, as its header says.
async function png(source, size, { palette = true } = {}) {
  return sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette })
    .toBuffer();
}

// An .ico file that holds PNG images (supported by every browser since IE 11).
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

function write(relative, data) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  console.log(`${relative} (${data.length} bytes)`);
}

const rounded = svg({ rounded: true, scale: 1 });
const fullBleed = svg({ rounded: false, scale: 0.9 });
const maskable = svg({ rounded: false, scale: 0.68 });

write("app/icon.svg", rounded);
write("app/favicon.ico", ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(rounded, size, { palette: false }) })))));
write("app/apple-icon.png", await png(fullBleed, 180));
write("public/icons/icon-192.png", await png(rounded, 192));
write("public/icons/icon-512.png", await png(rounded, 512));
write("public/icons/icon-maskable-512.png", await png(maskable, 512));
