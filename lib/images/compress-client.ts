// Shrinks a photo in the browser before upload (SPEC §9: at most 2 MB and 1920 px on the longest side), so a
// phone's 8 MB picture goes up quickly on a weak connection. The size math is pure and unit-tested; the
// canvas part runs only in the browser.

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_IMAGE_DIMENSION = 1920;
/** JPEG qualities tried in order until the result fits the byte budget. */
export const JPEG_QUALITIES = [0.85, 0.75, 0.65, 0.55] as const;
/** Never shrink below this on the longest side while chasing the byte budget. */
export const MIN_IMAGE_DIMENSION = 320;

export type Size = { width: number; height: number };

/** Scales (width, height) down, keeping the aspect ratio, so the longest side is at most `max`. Never enlarges. */
export function fitWithin(size: Size, max: number = MAX_IMAGE_DIMENSION): Size {
  const { width, height } = size;
  if (!(width > 0) || !(height > 0)) throw new RangeError("Bilden saknar storlek");
  const longest = Math.max(width, height);
  if (longest <= max) return { width: Math.round(width), height: Math.round(height) };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The next, smaller size to try when even the lowest quality gave `bytes` > `budget`. Encoded size grows
 * roughly with the pixel count, so each side shrinks by √(budget/bytes), with a 10 % margin. Returns null
 * when the picture would get smaller than MIN_IMAGE_DIMENSION: then there is nothing sensible left to try.
 */
export function shrinkForBudget(size: Size, bytes: number, budget: number = MAX_IMAGE_BYTES): Size | null {
  if (bytes <= budget) return size;
  const scale = Math.sqrt(budget / bytes) * 0.9;
  const longest = Math.max(size.width, size.height);
  const target = Math.floor(longest * scale);
  if (target < MIN_IMAGE_DIMENSION) return null;
  return fitWithin(size, target);
}

/** "IMG_0042.HEIC.png" → "IMG_0042.HEIC.jpg" */
export function jpegFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, "") || "bild";
  return `${base}.jpg`;
}

export class ImageCompressionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ImageCompressionError";
  }
}

type Drawable = { source: CanvasImageSource; size: Size; release: () => void };

async function decode(file: Blob): Promise<Drawable> {
  if (typeof createImageBitmap === "function") {
    // "from-image" turns a phone photo upright according to its EXIF orientation before the EXIF is dropped.
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    return { source: bitmap, size: { width: bitmap.width, height: bitmap.height }, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = "async";
    img.src = url;
    await img.decode();
    return { source: img, size: { width: img.naturalWidth, height: img.naturalHeight }, release: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

function encode(source: CanvasImageSource, size: Size, quality: number): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new ImageCompressionError("Webbläsaren kan inte rita bilden"));
  // JPEG has no transparency: without a background a transparent PNG would turn black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageCompressionError("Bilden kunde inte kodas om"))),
      "image/jpeg",
      quality,
    );
  });
}

/**
 * A JPEG of at most `maxBytes` whose longest side is at most `maxDimension`. Throws ImageCompressionError when
 * the browser cannot decode or encode the picture; the caller then sends the original.
 */
export async function compressImage(
  file: File,
  { maxBytes = MAX_IMAGE_BYTES, maxDimension = MAX_IMAGE_DIMENSION }: { maxBytes?: number; maxDimension?: number } = {},
): Promise<File> {
  let drawable: Drawable;
  try {
    drawable = await decode(file);
  } catch (error) {
    throw new ImageCompressionError("Bilden kunde inte läsas", { cause: error });
  }
  try {
    let size: Size | null = fitWithin(drawable.size, maxDimension);
    while (size) {
      let blob: Blob | null = null;
      for (const quality of JPEG_QUALITIES) {
        blob = await encode(drawable.source, size, quality);
        if (blob.size <= maxBytes) {
          return new File([blob], jpegFileName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
        }
      }
      size = blob ? shrinkForBudget(size, blob.size, maxBytes) : null;
    }
    throw new ImageCompressionError("Bilden blev inte tillräckligt liten");
  } finally {
    drawable.release();
  }
}
