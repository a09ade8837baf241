// The one way a form shows the server's field messages (the `fields` of the one error shape, lib/errors.ts): each
// message on its own field through react-hook-form, the first of them focused, so every form behaves alike.
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";

export type PlacedFieldErrors<T extends FieldValues> = {
  /** The form's fields that got a message, in the order the server gave them. */
  placed: FieldPath<T>[];
  /** Messages for names the form does not hold as fields (a photo picker, say), left to the caller. */
  rest: Record<string, string>;
};

/**
 * Sets the server's message on each of `known` that the answer names and focuses the first; returns what it
 * placed and what it did not. Non-text values are ignored: the answer came over the network.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: unknown,
  known: readonly FieldPath<T>[],
): PlacedFieldErrors<T> {
  const result: PlacedFieldErrors<T> = { placed: [], rest: {} };
  if (!fields || typeof fields !== "object") return result;
  for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message !== "string" || !message) continue;
    const field = known.find((candidate) => candidate === name);
    if (field === undefined) {
      result.rest[name] = message;
      continue;
    }
    setError(field, { type: "server", message }, { shouldFocus: result.placed.length === 0 });
    result.placed.push(field);
  }
  return result;
}
