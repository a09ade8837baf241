// What the browser only reads about news: limits, Swedish texts and small helpers, without zod (decision 061).

export const NEWS_LIMITS = {
  titleMax: 200,
  contentMax: 20_000,
  /** SPEC §9: the news image is at most 15 MB */
  imageMaxBytes: 15 * 1024 * 1024,
  imageMaxPixels: 40_000_000,
  /** SPEC §9: the preview shows the first 40 words */
  previewWords: 40,
  pageSize: 10,
  /** SPEC §9: the image upload may take 30 s */
  uploadTimeoutMs: 30_000,
} as const;

/** The editor's picker: the image is shrunk in the browser first, so the size is checked on what would be sent. */
export const NEWS_IMAGE_RULES = {
  types: ["image/jpeg", "image/png", "image/gif", "image/webp"],
  maxBytes: NEWS_LIMITS.imageMaxBytes,
  typeMessage: "Bildformat stöds inte.",
  sizeMessage: "Bilden är för stor (max 15 MB)",
} as const;

export const IMAGE_FOCUSES = ["top", "center", "bottom"] as const;
export type ImageFocus = (typeof IMAGE_FOCUSES)[number];

export const newsMessages = {
  titleRequired: "Titel krävs",
  titleMax: `Titeln får vara högst ${NEWS_LIMITS.titleMax} tecken`,
  contentRequired: "Innehåll krävs",
  contentMax: `Texten får vara högst ${NEWS_LIMITS.contentMax.toLocaleString("sv-SE")} tecken`,
  published: "Ange om artikeln är publicerad: 0, 1, true eller false",
  imageUrl: "Ogiltig bildadress. Ladda upp bilden igen.",
  imageFocus: "Välj bildens fokus: top, center eller bottom",
  page: "Ogiltigt sidnummer",
  notFound: "Artikeln hittades inte",
  loadFailed: "Kunde inte ladda nyheter",
  saveFailed: "Kunde inte spara artikel",
  deleteFailed: "Kunde inte ta bort artikel",
  imageTooLargeServer: "Bilden är för stor för servern.",
  imageTooLarge: "Bilden är för stor (max 15 MB)",
  imageFormat: "Bildformat stöds inte.",
  uploadTimeout: "Uppladdningen tog för lång tid. Försök igen.",
  uploadFailed: "Kunde inte ladda upp bild. Kontrollera internetanslutningen.",
  imageNotFile: "Bilden måste skickas som en fil",
  imageMissing: "Välj en bild att ladda upp",
  loginToLike: "Du måste vara inloggad för att gilla nyheter",
} as const;

/** Where an uploaded news image is served: /uploads/news/{file}. */
export const NEWS_IMAGE_PATH = /^\/uploads\/news\/([A-Za-z0-9][A-Za-z0-9_-]{0,90}\.(?:jpg|jpeg|png|gif|webp))$/;

/** The stored file name inside a news image address, or null. */
export function newsImageFile(imageUrl: string | null | undefined): string | null {
  if (!imageUrl) return null;
  return NEWS_IMAGE_PATH.exec(imageUrl)?.[1] ?? null;
}

const FOLD: Record<string, string> = { å: "a", ä: "a", ö: "o", é: "e", è: "e", ü: "u", æ: "ae", ø: "o" };

/** A readable address part from a title: "Gösfisket i Mälaren tar fart" → "gosfisket-i-malaren-tar-fart". */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[åäöéèüæø]/g, (ch) => FOLD[ch] ?? ch)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "artikel";
}

/** An article's own address: /news/{id}-{slug}. */
export function articlePath(article: { id: number; title: string }): string {
  return `/news/${article.id}-${slugify(article.title)}`;
}

/** The article id at the start of an address part ("12-gosfisket" or "12"), or null. */
export function articleIdFromSlug(value: string): number | null {
  const match = /^(\d{1,9})(?:-.*)?$/s.exec(value);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 ? id : null;
}

const newsDateFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm", year: "numeric", month: "long", day: "numeric" });

/** sv-SE date of an article, 'Okänd' without one. */
export function formatNewsDate(value: string | null | undefined): string {
  if (!value) return "Okänd";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Okänd";
  return newsDateFormat.format(date);
}
