// An uploaded photo through Next's image optimiser (/_next/image: resized, WebP/AVIF where the browser takes it) as
// a plain <img>. next/image's <Image> is a client component, so every page using it sent its code (about 5 kB gzip)
// to hydrate pictures that never change; its getImageProps still carries every loader and the blur placeholder
// (about 3 kB) into client components. This builds the same kind of address with a short list of widths: the
// sizes a photo is actually shown at, once and twice over, never larger than an upload (1,920 px).
import type { CSSProperties } from "react";

/** Widths the optimiser accepts by default (its deviceSizes and imageSizes), up to the largest upload. */
const ALLOWED = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920] as const;
const SCREEN_WIDTHS = [640, 828, 1080, 1920];
/** The optimiser's default quality (the only one Next 16 allows without `images.qualities`). */
const QUALITY = 75;

type PhotoProps = {
  src: string;
  alt: string;
  className?: string;
  /** above the fold: load at once and early (the page's largest picture) */
  priority?: boolean;
} & ({ fill: true; sizes: string; width?: never; height?: never } | { fill?: false; width: number; height: number; sizes?: never });

export const optimisedUrl = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/** The smallest accepted width that covers `pixels`, or the largest there is. */
const covering = (pixels: number): number => ALLOWED.find((width) => width >= pixels) ?? 1920;

/** The widths to offer for a `sizes` attribute: screen widths when it speaks of the viewport, else each size ×1 and ×2. */
export function widthsFor(sizes: string): number[] {
  if (/\d\s*vw/.test(sizes)) return SCREEN_WIDTHS;
  const pixels = [...sizes.matchAll(/(\d+(?:\.\d+)?)px\s*(?:,|$)/g)].map((match) => Number(match[1]));
  return [...new Set(pixels.flatMap((size) => [covering(size), covering(2 * size)]))].sort((a, b) => a - b);
}

const FILL: CSSProperties = { position: "absolute", inset: 0, width: "100%", height: "100%" };

export function Photo({ src, alt, className, priority = false, ...layout }: PhotoProps) {
  const shared = {
    className,
    decoding: "async" as const,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
  };
  if (layout.fill) {
    const widths = widthsFor(layout.sizes);
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the optimiser's addresses, without next/image's client code
      <img
        {...shared}
        alt={alt}
        src={optimisedUrl(src, widths[widths.length - 1]!)}
        srcSet={widths.map((width) => `${optimisedUrl(src, width)} ${width}w`).join(", ")}
        sizes={layout.sizes}
        style={FILL}
      />
    );
  }
  const once = covering(layout.width);
  const twice = covering(2 * layout.width);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser's addresses, without next/image's client code
    <img
      {...shared}
      alt={alt}
      src={optimisedUrl(src, twice)}
      srcSet={`${optimisedUrl(src, once)} 1x, ${optimisedUrl(src, twice)} 2x`}
      width={layout.width}
      height={layout.height}
    />
  );
}
