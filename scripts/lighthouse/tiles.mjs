// The map's tiles for a Lighthouse run on a machine without internet (scripts/lighthouse.mjs): a small local
// server that answers every tile address with one drawn tile.
import { createServer } from "node:http";
import sharp from "sharp";

/**
 * Answers every tile address with one 256 px tile, as a tile server would (PNG, a day's caching). The tile has a
 * shore, roads and names, about 10 kB like a real one: a single-colour tile is too plain for Chromium to count as
 * the page's largest content, which would measure the map without the very images it waits for.
 */
export async function startTiles({ port, dense }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#aad3df"/>
    <path d="M0 40 C60 20 90 90 140 70 S220 10 256 30 L256 256 L0 256 Z" fill="#f2efe9"/>
    <path d="M30 256 C60 180 120 200 150 120 S230 90 256 110" stroke="#f7c06b" stroke-width="4" fill="none"/>
    <path d="M0 150 C50 140 80 170 130 160 S200 200 256 190" stroke="#fff" stroke-width="3" fill="none"/>
    <circle cx="90" cy="120" r="18" fill="#aad3df"/><circle cx="180" cy="200" r="26" fill="#cdebb0"/>
    <text x="70" y="100" font-family="sans-serif" font-size="13" fill="#333">Sjöby</text>
    <text x="160" y="150" font-family="sans-serif" font-size="11" fill="#555">Storskogen</text>
  </svg>`;
  const tile = await sharp(Buffer.from(svg)).png().toBuffer();
  const denseTile = await sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
  const tiles = createServer((req, res) => {
    const match = /^\/\d+\/\d+\/\d+(@2x)?\.png$/.exec(req.url ?? "");
    if (!match || (match[1] && !dense)) {
      res.writeHead(404).end();
      return;
    }
    const body = match[1] ? denseTile : tile;
    res.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=86400", "content-length": body.length });
    res.end(body);
  });
  await new Promise((resolve, reject) => tiles.once("error", reject).listen(port, "127.0.0.1", resolve));
  return tiles;
}
