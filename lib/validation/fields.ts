// Reusable zod fields with the Swedish messages users see. Written with zod/mini so the browser gets only the
// parts of zod the forms use; the handlers validate with the very same fields.
import { z } from "zod/mini";
import { isAcceptableLine, textMessages } from "@/lib/validation/text";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72; // bcrypt reads at most 72 bytes
export const AGE_MIN = 1;
export const AGE_MAX = 120;
/** Under this age a parent must consent (SPEC §4). */
export const PARENTAL_CONSENT_UNDER = 13;
/** Youngest age for which a parent may be asked (SPEC §9: the request is sent for ages 4 to 12). */
export const PARENTAL_REQUEST_MIN_AGE = 4;

export const messages = {
  passwordMin: "Lösenordet måste vara minst 8 tecken",
  passwordMax: "Lösenordet får vara högst 72 tecken",
  passwordUpper: "Lösenordet måste innehålla minst en stor bokstav",
  passwordLower: "Lösenordet måste innehålla minst en liten bokstav",
  passwordDigit: "Lösenordet måste innehålla minst en siffra",
  age: "Ange en giltig ålder",
  tooYoung: "Tyvärr, du är för ung för att bli medlem i Fiskegänget.",
  parentEmail: "Ange en giltig email-adress till din förälder",
  email: "Ogiltigt email-format",
  usernameRequired: "Ange ett användarnamn",
  usernameLength: "Användarnamnet måste vara 3–30 tecken",
  usernameChars: "Användarnamnet får bara innehålla bokstäver, siffror, punkt, bindestreck och understreck",
  usernameReserved: "Användarnamnet är reserverat. Välj ett annat.",
  passwordRequired: "Ange ditt lösenord",
} as const;

/**
 * For a single-line field whose pattern does not already say which characters it takes: no tab, no line break
 * and none of the characters lib/validation/text.ts refuses everywhere.
 */
export const singleLine = () => z.refine<string>((value) => isAcceptableLine(value), textMessages.lineBreaks);

export const username = z.string({ error: messages.usernameRequired }).check(
  z.trim(),
  z.minLength(1, messages.usernameRequired),
  z.minLength(3, messages.usernameLength),
  z.maxLength(30, messages.usernameLength),
  z.regex(/^[\p{L}\p{N}._-]+$/u, messages.usernameChars),
  // "anonym#007" is how anonymous members are shown; nobody may pose as one.
  z.refine((value) => !/^anonym/i.test(value), messages.usernameReserved),
);

/** The registration password rule of SPEC §5. */
export const newPassword = z.string({ error: messages.passwordMin }).check(
  z.minLength(PASSWORD_MIN, messages.passwordMin),
  z.maxLength(PASSWORD_MAX, messages.passwordMax),
  z.regex(/\p{Lu}/u, messages.passwordUpper),
  z.regex(/\p{Ll}/u, messages.passwordLower),
  z.regex(/\d/, messages.passwordDigit),
);

export const age = z.coerce
  .number({ error: messages.age })
  .check(z.int(messages.age), z.minimum(AGE_MIN, messages.age), z.maximum(AGE_MAX, messages.age));

export const email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, messages.email)),
  z.email(messages.email),
);

/** An optional e-mail from a form: blank means none. */
/** The parent's address in the under-13 step: SPEC §5 asks only for an @, we ask for a real address. */
export const parentEmail = z.pipe(
  z.string({ error: messages.parentEmail }).check(z.trim(), z.toLowerCase(), z.maxLength(254, messages.parentEmail)),
  z.email(messages.parentEmail),
);

export const optionalEmail = z.pipe(
  z.pipe(
    z.optional(z.string().check(z.trim())),
    z.transform((value) => (value ? value : undefined)),
  ),
  z.optional(email),
);

/** The values SPEC §3 allows for a field it types as 0/1, as a JSON body carries them. */
const JSON_FLAG_VALUES = [0, 1, true, false] as const;
/** The same as text, as a multipart or URL-encoded form carries them. */
const FORM_FLAG_VALUES = ["0", "1", "true", "false"] as const;

/** A yes/no field the spec types as 0/1, in JSON: 0, 1, true or false, read as a boolean; nothing else. */
export const jsonFlag = (message: string) =>
  z.pipe(
    z.custom<(typeof JSON_FLAG_VALUES)[number]>((value) => (JSON_FLAG_VALUES as readonly unknown[]).includes(value), { error: message }),
    z.transform((value) => value === 1 || value === true),
  );

/**
 * The same field in a form body: "0", "1", "true" or "false" (and a boolean, which the browser's own form state
 * holds before it is sent), read as a boolean; nothing else.
 */
export const formFlag = (message: string) =>
  z.pipe(
    z.custom<(typeof FORM_FLAG_VALUES)[number] | boolean>(
      (value) => typeof value === "boolean" || (FORM_FLAG_VALUES as readonly unknown[]).includes(value),
      { error: message },
    ),
    z.transform((value) => value === true || value === "1" || value === "true"),
  );
