// Profile forms shared by the settings page and the API, and the user search rule. The search limits, result
// shape and helpers are in search.ts, which the search box imports without zod; they are re-exported here.
import { z } from "zod/mini";
import { email, formFlag, messages as fieldMessages, PASSWORD_MAX, singleLine } from "@/lib/validation/fields";
import { imageFileProblem, type ImageRules } from "@/lib/images/pick";
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, searchMessages } from "@/lib/profiles/search";

export * from "@/lib/profiles/search";

export const userSearchQuery = z
  .string({ error: searchMessages.tooShort })
  .check(
    z.trim(),
    z.minLength(SEARCH_QUERY_MIN, searchMessages.tooShort),
    z.maxLength(SEARCH_QUERY_MAX, searchMessages.tooLong),
    singleLine(),
  );

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;

export const profileMessages = {
  firstname: "Förnamnet innehåller ogiltiga tecken",
  lastname: "Efternamnet innehåller ogiltiga tecken",
  nameLength: "Namnet får vara högst 50 tecken",
  cityLength: "Orten får vara högst 80 tecken",
  city: "Orten innehåller ogiltiga tecken",
  email: fieldMessages.email,
  imageType: "Bara JPG, PNG och GIF-bilder är tillåtna",
  imageSize: "Bilden är för stor (max 5MB)",
  emailBlocked: "Den här email-adressen kan inte användas",
  saved: "Profilen är uppdaterad",
  loadOwnFailed: "Kunde inte ladda din profil",
  loadFailed: "Kunde inte ladda profil",
  notFound: "Profil hittades inte",
  updateFailed: "Kunde inte uppdatera profil",
  isAnonymous: "is_anonymous måste vara 0, 1, true eller false",
} as const;

/** SPEC §5: JPG, PNG or GIF, at most 5 MB, each with the spec's message. Not compressed in the browser. */
export const PROFILE_IMAGE_RULES: ImageRules = {
  types: PROFILE_IMAGE_TYPES,
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  typeMessage: profileMessages.imageType,
  sizeMessage: profileMessages.imageSize,
};

export const passwordChangeMessages = {
  required: "Alla lösenordsfält måste fyllas i",
  mismatch: "De nya lösenorden matchar inte",
  same: "Det nya lösenordet måste vara annorlunda än det nuvarande",
  special: "Lösenordet måste innehålla minst ett specialtecken",
  wrongCurrent: "Nuvarande lösenord är fel",
  changed: "Lösenordet är ändrat. Dina andra inloggningar har loggats ut.",
  failed: "Kunde inte ändra lösenord",
} as const;

/** Letters (å ä ö and other scripts' letters too), spaces, hyphen and apostrophe (SPEC §5). */
const NAME = /^[\p{L}\p{M} '’-]*$/u;
const CITY = /^[\p{L}\p{M}\p{N} '’.,-]*$/u;

/** A text field from a form: trimmed, blank means cleared (null). */
const optionalText = (max: number, pattern: RegExp, message: string, lengthMessage: string) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, lengthMessage), z.regex(pattern, message)))),
    z.transform((value) => (value ? value : null)),
  );

/** The text part of the profile form (the image travels beside it in the multipart body). */
export const profileFormSchema = z.object({
  firstname: optionalText(50, NAME, profileMessages.firstname, profileMessages.nameLength),
  lastname: optionalText(50, NAME, profileMessages.lastname, profileMessages.nameLength),
  city: optionalText(80, CITY, profileMessages.city, profileMessages.cityLength),
  email: z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string().check(z.trim()))),
      z.transform((value) => (value ? value : null)),
    ),
    z.nullable(email),
  ),
  // 0/1 as SPEC §3 types it ("true"/"false" too); a form that leaves it out keeps the member's setting.
  is_anonymous: z.pipe(
    z.optional(formFlag(profileMessages.isAnonymous)),
    z.transform((value) => value === true),
  ),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormData = z.output<typeof profileFormSchema>;

/** A profile image as the browser checks it before sending; the server checks the bytes again. */
export function profileImageProblem(file: { type: string; size: number }): string | null {
  return imageFileProblem(file, PROFILE_IMAGE_RULES);
}

const requiredPassword = z.string({ error: passwordChangeMessages.required }).check(z.minLength(1, passwordChangeMessages.required));

/** The password change of SPEC §5: the registration rule plus a special character. */
export const changedPassword = z.string({ error: passwordChangeMessages.required }).check(
  z.minLength(1, passwordChangeMessages.required),
  z.minLength(8, fieldMessages.passwordMin),
  z.maxLength(PASSWORD_MAX, fieldMessages.passwordMax),
  z.regex(/\p{Lu}/u, fieldMessages.passwordUpper),
  z.regex(/\p{Ll}/u, fieldMessages.passwordLower),
  z.regex(/\d/, fieldMessages.passwordDigit),
  z.regex(/[^\p{L}\p{N}\s]/u, passwordChangeMessages.special),
);

/** What PUT /api/profile/{id}/password takes; `confirmPassword` is optional for callers of the spec's payload. */
export const passwordChangeSchema = z
  .object({
    currentPassword: requiredPassword,
    newPassword: changedPassword,
    confirmPassword: z.optional(z.string()),
  })
  .check(
    z.refine((value) => value.confirmPassword === undefined || value.confirmPassword === value.newPassword, {
      message: passwordChangeMessages.mismatch,
      path: ["confirmPassword"],
    }),
    z.refine((value) => value.newPassword !== value.currentPassword, {
      message: passwordChangeMessages.same,
      path: ["newPassword"],
    }),
  );
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** The settings form: all three fields required, as SPEC §5 says. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: requiredPassword,
    newPassword: changedPassword,
    confirmPassword: requiredPassword,
  })
  .check(
    z.refine((value) => value.confirmPassword === value.newPassword, {
      message: passwordChangeMessages.mismatch,
      path: ["confirmPassword"],
    }),
    z.refine((value) => value.newPassword !== value.currentPassword, {
      message: passwordChangeMessages.same,
      path: ["newPassword"],
    }),
  );

/** Deleting one's account: the username typed exactly. */
export const deleteAccountSchema = z.object({ username: z.string({ error: "Skriv ditt användarnamn" }) });
