// Upload kinds and stored file names: what may be stored and served, and with which Content-Type.

export const UPLOAD_KINDS = ["reports", "profiles", "news"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const isUploadKind = (value: string): value is UploadKind => (UPLOAD_KINDS as readonly string[]).includes(value);

const CONTENT_TYPES = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp" } as const;
export type ImageExtension = keyof typeof CONTENT_TYPES;

/**
 * A stored file's name: letters, digits, '-' and '_', then one known image extension. No dots, slashes or
 * percent signs, so a name can never climb out of its folder.
 */
export const STORED_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,90}\.(jpg|jpeg|png|gif|webp)$/;

export const isStoredFileName = (value: string) => STORED_FILE_NAME.test(value);

/** The Content-Type a stored file is served with, from the extension we wrote (never sniffed). */
export function contentTypeFor(fileName: string): string | null {
  const match = STORED_FILE_NAME.exec(fileName);
  return match ? CONTENT_TYPES[match[1] as ImageExtension] : null;
}
