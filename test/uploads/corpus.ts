// Hostile upload files, made on the spot: polyglots, scripts in image clothing, pixel and decompression bombs,
// broken and exotic formats, metadata that must not survive, and files just over each size limit.
// Every payload that must never reach a stored file carries MARKER.
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { NEWS_LIMITS } from "@/lib/news/messages";
import { PROFILE_IMAGE_MAX_BYTES } from "@/lib/profiles/schemas";
import { REPORT_LIMITS } from "@/lib/reports/schemas";
import { pngChunk, pngHeaderClaiming } from "@/test/images";

export const MARKER = "FISKMARKOR-7f3a";

export type HostileFile = { name: string; fileName: string; type: string; bytes: Buffer };

const SCRIPT = `<script>alert("${MARKER}")</script>`;
const HTML = `<!doctype html><html><body onload="alert('${MARKER}')">${SCRIPT}</body></html>`;
const SVG = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert('${MARKER}')"><script>alert("${MARKER}")</script><rect width="10" height="10" fill="red"/></svg>`;
const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>${MARKER}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A picture with some detail, so a re-encoded copy is not trivially tiny. */
function noise(width: number, height: number, channels: 3 | 4 = 3) {
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;
  return sharp(data, { raw: { width, height, channels } });
}

/** Puts chunks right after IHDR (8-byte signature + 25-byte IHDR chunk). */
function withPngChunks(png: Buffer, ...chunks: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
}

/** A JPEG comment segment (FFFE) right after the start-of-image marker. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const data = Buffer.from(text, "latin1");
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, data, jpeg.subarray(2)]);
}

/** Where a GIF's data starts after the header, logical screen descriptor and global colour table. */
function gifBodyStart(gif: Buffer): number {
  const packed = gif[10]!;
  return 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
}

function withGifComment(gif: Buffer, text: string): Buffer {
  const data = Buffer.from(text, "latin1");
  const blocks: Buffer[] = [Buffer.from([0x21, 0xfe])];
  for (let i = 0; i < data.length; i += 255) {
    const part = data.subarray(i, i + 255);
    blocks.push(Buffer.from([part.length]), part);
  }
  blocks.push(Buffer.from([0]));
  const at = gifBodyStart(gif);
  return Buffer.concat([gif.subarray(0, at), ...blocks, gif.subarray(at)]);
}

/** A zip archive holding one stored (uncompressed) file. */
function zipOf(name: string, content: string): Buffer {
  const fileName = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fileName.length, 12);
  end.writeUInt32LE(30 + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A 2×2 24-bit BMP. */
function bmp(): Buffer {
  const rowSize = 8; // 2 pixels × 3 bytes, padded to 4
  const pixels = Buffer.alloc(rowSize * 2, 0x80);
  const header = Buffer.alloc(54);
  header.write("BM", 0, "latin1");
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** A Windows icon wrapping a PNG. */
function ico(png: Buffer): Buffer {
  const dir = Buffer.alloc(22);
  dir.writeUInt16LE(1, 2);
  dir.writeUInt16LE(1, 4);
  dir[6] = 16;
  dir[7] = 16;
  dir.writeUInt16LE(1, 10);
  dir.writeUInt16LE(32, 12);
  dir.writeUInt32LE(png.length, 14);
  dir.writeUInt32LE(22, 18);
  return Buffer.concat([dir, png]);
}

/** The start of an iPhone HEIC: an ISO-BMFF ftyp box naming heic, then what a parser would read next. */
function heicHeader(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypheic", 4, "latin1");
  ftyp.write("mif1heic", 16, "latin1");
  return Buffer.concat([ftyp, Buffer.from(`\u0000\u0000\u0000\u0020meta${MARKER}`, "latin1"), Buffer.alloc(64)]);
}

/** Rewrites the size in a baseline JPEG's frame header (SOF0). */
function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  const sof = copy.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error("no SOF0 marker in the JPEG");
  copy.writeUInt16BE(height, sof + 5);
  copy.writeUInt16BE(width, sof + 7);
  return copy;
}

/** Rewrites the logical screen size of a GIF. */
function gifClaiming(gif: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(gif);
  copy.writeUInt16LE(width, 6);
  copy.writeUInt16LE(height, 8);
  return copy;
}

/** A valid PNG padded after IEND to exactly `size` bytes: over a limit by size alone. */
async function pngOfSize(size: number): Promise<Buffer> {
  const png = await noise(16, 16).png().toBuffer();
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

export async function hostileCorpus(): Promise<HostileFile[]> {
  const jpeg = await noise(120, 90).jpeg({ quality: 80 }).toBuffer();
  const png = await noise(40, 30).png().toBuffer();
  const gif = await noise(16, 12).gif().toBuffer();
  const file = (name: string, fileName: string, type: string, bytes: Buffer): HostileFile => ({ name, fileName, type, bytes });

  const exifJpeg = await noise(64, 48)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: `Fiskekamera ${MARKER}`, Model: `Gädda 3000 ${MARKER}`, ImageDescription: MARKER, Artist: MARKER },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "59/1 19/1 4600/100", GPSLongitudeRef: "E", GPSLongitude: "18/1 4/1 1200/100" },
    })
    .toBuffer();

  return [
    file("plain PNG", "bild.png", "image/png", png),
    file("JPEG with camera EXIF, GPS, orientation and a comment", "gps.jpg", "image/jpeg", withJpegComment(exifJpeg, `comment ${MARKER}`)),
    file("JPEG with an ICC profile and XMP", "icc-xmp.jpg", "image/jpeg", await noise(60, 40).jpeg().withIccProfile("p3").withXmp(XMP).toBuffer()),
    file("WebP with EXIF and XMP", "meta.webp", "image/webp", await noise(60, 40).webp().withExif({ IFD0: { ImageDescription: MARKER } }).withXmp(XMP).toBuffer()),
    file(
      "PNG with tEXt and iTXt chunks",
      "text.png",
      "image/png",
      withPngChunks(
        png,
        pngChunk("tEXt", Buffer.from(`Comment\u0000${SCRIPT}`, "latin1")),
        pngChunk("iTXt", Buffer.from(`XML:com.adobe.xmp\u0000\u0000\u0000\u0000\u0000${XMP}`, "utf8")),
      ),
    ),
    file("JPEG/HTML polyglot (HTML in a comment and after the end)", "polyglot.jpg", "image/jpeg", Buffer.concat([withJpegComment(jpeg, HTML), Buffer.from(HTML)])),
    file("GIF/JavaScript polyglot", "polyglot.gif", "image/gif", Buffer.concat([gifClaiming(gif, 0x2a2f, 12), Buffer.from(`*/=alert("${MARKER}");`)])),
    file("GIF with an HTML comment block and HTML after the trailer", "comment.gif", "image/gif", Buffer.concat([withGifComment(gif, HTML), Buffer.from(HTML)])),
    file("PNG with a zip appended", "archive.png", "image/png", Buffer.concat([png, zipOf("payload.html", HTML)])),
    file("SVG with script", "script.svg", "image/svg+xml", Buffer.from(SVG)),
    file("SVG with script named .jpg, sent as image/jpeg", "script.jpg", "image/jpeg", Buffer.from(SVG)),
    file("HTML named .png, sent as image/png", "page.png", "image/png", Buffer.from(HTML)),
    file("PNG header claiming 100000×100000", "bomb.png", "image/png", pngHeaderClaiming(100_000, 100_000)),
    file("JPEG header claiming 65000×65000", "bomb.jpg", "image/jpeg", jpegClaiming(jpeg, 65_000, 65_000)),
    file("GIF screen claiming 65535×65535", "bomb.gif", "image/gif", gifClaiming(gif, 65_535, 65_535)),
    file("PNG decompression bomb (6400×6400, 41 MP)", "inflate.png", "image/png", await sharp(Buffer.alloc(6400 * 6400), { raw: { width: 6400, height: 6400, channels: 1 } }).png({ compressionLevel: 9 }).toBuffer()),
    file("PNG of 20 MP that compresses to little", "huge.png", "image/png", await sharp({ create: { width: 5000, height: 4000, channels: 3, background: "#1d4e89" } }).png({ compressionLevel: 9 }).toBuffer()),
    file("truncated JPEG", "cut.jpg", "image/jpeg", jpeg.subarray(0, Math.floor(jpeg.length * 0.6))),
    file("truncated PNG", "cut.png", "image/png", png.subarray(0, Math.floor(png.length / 2))),
    file("zero bytes", "empty.jpg", "image/jpeg", Buffer.alloc(0)),
    file("one byte", "one.jpg", "image/jpeg", Buffer.from([0xff])),
    file("TIFF", "bild.tiff", "image/tiff", await noise(30, 20).tiff().toBuffer()),
    file("BMP", "bild.bmp", "image/bmp", bmp()),
    file("ICO", "favicon.ico", "image/x-icon", ico(await noise(16, 16, 4).png().toBuffer())),
    file("HEIC header", "IMG_0042.HEIC", "image/heic", heicHeader()),
    file("AVIF", "bild.avif", "image/avif", await noise(32, 24).avif().toBuffer()),
    file("animated GIF (3 frames)", "anim.gif", "image/gif", await sharp({ create: { width: 16, height: 48, channels: 3, background: "#aa3300", pageHeight: 16 } }).gif({ loop: 0, delay: [100, 100, 100] }).toBuffer()),
    file("CMYK JPEG", "cmyk.jpg", "image/jpeg", await noise(40, 30).toColourspace("cmyk").jpeg().toBuffer()),
    file("16-bit PNG", "deep.png", "image/png", await noise(40, 30).toColourspace("rgb16").png().toBuffer()),
    file("PDF", "doc.pdf", "application/pdf", Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert('${MARKER}'))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`)),
    file("Windows executable header", "setup.jpg", "image/jpeg", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), Buffer.from([0x40, 0, 0, 0]), Buffer.from(`PE\u0000\u0000${MARKER}`, "latin1")])),
    file("PNG named .gif, sent as image/gif", "fel.gif", "image/gif", png),
    file("JPEG named .exe, sent as application/x-msdownload", "bild.exe", "application/x-msdownload", jpeg),
    file("GIF named .html, sent as text/html", "sida.html", "text/html", gif),
    file("PNG 1 byte over the profile limit (5 MB)", "stor-profil.png", "image/png", await pngOfSize(PROFILE_IMAGE_MAX_BYTES + 1)),
    file("PNG 1 byte over the report limit (10 MB)", "stor-rapport.png", "image/png", await pngOfSize(REPORT_LIMITS.imageMaxBytes + 1)),
    file("PNG 1 byte over the news limit (15 MB)", "stor-nyhet.png", "image/png", await pngOfSize(NEWS_LIMITS.imageMaxBytes + 1)),
  ];
}
