// The check a photo picker makes the moment a file is chosen, before anything is compressed or sent: the
// person hears at once that a file is not an image of an accepted kind, or too large to ever be sent.
// Browser-safe; the server checks the bytes again.

export type ImageRules = {
  /** MIME types the picker takes */
  types: readonly string[];
  /** the largest file that can be sent as it is */
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
};

/** The message for a chosen file, or null when it may go on. `size: false` leaves the size to a later check. */
export function imageFileProblem(file: { type: string; size: number }, rules: ImageRules, { size = true } = {}): string | null {
  if (!rules.types.includes(file.type)) return rules.typeMessage;
  if (size && file.size > rules.maxBytes) return rules.sizeMessage;
  return null;
}
