// Turns an uploaded file into a safe image: recognised by its bytes (never by name or the browser's MIME type),
// size- and pixel-limited, turned upright, shrunk to fit, re-encoded as WebP with every piece of metadata
// (EXIF, GPS position, XMP, IPTC, ICC comments) left behind.
import "server-only";
import sharp, { type Metadata } from "sharp";
import { AppError } from "@/lib/errors";

export type ImageFormat = "jpeg" | "png" | "gif" | "webp";
export const IMAGE_FORMATS: readonly ImageFormat[] = ["jpeg", "png", "gif", "webp"];

export const imageMessages = {
  tooLarge: "Bilden är för stor",
  format: "Bildformat stöds inte.",
  tooManyPixels: "Bilden har för många pixlar (max 40 megapixlar)",
  unreadable: "Bilden kunde inte läsas. Prova en annan bild.",
} as const;

export type NormalizeOptions = {
  /** largest accepted upload in bytes */
  maxBytes: number;
  /** largest decoded size in pixels (width × height); default 40 megapixels */
  maxPixels?: number;
  /** longest side of the stored image; default 1920 */
  maxSide?: number;
  formats?: readonly ImageFormat[];
  /** the form field the errors are reported on */
  field?: string;
  messages?: Partial<Record<keyof typeof imageMessages, string>>;
};

export type NormalizedImage = { bytes: Uint8Array; ext: "webp"; width: number; height: number };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The format the file's first bytes announce, or null for anything that is not one of the accepted four. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 6 && ["GIF87a", "GIF89a"].includes(ascii(bytes, 0, 6))) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  return null;
}

export async function normalizeImage(bytes: Uint8Array, options: NormalizeOptions): Promise<NormalizedImage> {
  const messages = { ...imageMessages, ...options.messages };
  const field = options.field ?? "image";
  const maxPixels = options.maxPixels ?? 40_000_000;
  const maxSide = options.maxSide ?? 1920;
  const fail = (code: "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE", message: string) => new AppError({ code, message, fields: { [field]: message } });

  if (bytes.byteLength > options.maxBytes) throw fail("PAYLOAD_TOO_LARGE", messages.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format || !(options.formats ?? IMAGE_FORMATS).includes(format)) {
    throw fail("UNSUPPORTED_MEDIA_TYPE", messages.format);
  }

  // The header alone tells the size; refuse pixel bombs before anything is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw fail("UNSUPPORTED_MEDIA_TYPE", messages.unreadable);
  }
  if (metadata.format !== format) throw fail("UNSUPPORTED_MEDIA_TYPE", messages.format);
  if (!metadata.width || !metadata.height) throw fail("UNSUPPORTED_MEDIA_TYPE", messages.unreadable);
  if (metadata.width * metadata.height > maxPixels) throw fail("PAYLOAD_TOO_LARGE", messages.tooManyPixels);

  try {
    // Without keepMetadata()/withMetadata() sharp writes no EXIF, XMP, IPTC or ICC: rotate() first so the
    // orientation the EXIF described survives its removal.
    const { data, info } = await sharp(bytes, { failOn: "error", limitInputPixels: maxPixels })
      .timeout({ seconds: 20 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), ext: "webp", width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw fail("PAYLOAD_TOO_LARGE", messages.tooManyPixels);
    }
    throw fail("UNSUPPORTED_MEDIA_TYPE", messages.unreadable);
  }
}
