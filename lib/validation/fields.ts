// Reusable zod fields with the Swedish messages users see. Safe for the browser.
import "@/lib/validation/locale";
import { z } from "zod";

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

export const username = z
  .string({ error: messages.usernameRequired })
  .trim()
  .min(1, messages.usernameRequired)
  .min(3, messages.usernameLength)
  .max(30, messages.usernameLength)
  .regex(/^[\p{L}\p{N}._-]+$/u, messages.usernameChars)
  // "anonym#007" is how anonymous members are shown; nobody may pose as one.
  .refine((value) => !/^anonym/i.test(value), messages.usernameReserved);

/** The registration password rule of SPEC §5. */
export const newPassword = z
  .string({ error: messages.passwordMin })
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.passwordMax)
  .regex(/\p{Lu}/u, messages.passwordUpper)
  .regex(/\p{Ll}/u, messages.passwordLower)
  .regex(/\d/, messages.passwordDigit);

export const age = z.coerce
  .number({ error: messages.age })
  .int(messages.age)
  .min(AGE_MIN, messages.age)
  .max(AGE_MAX, messages.age);

export const email = z.string().trim().toLowerCase().max(254, messages.email).pipe(z.email(messages.email));

/** An optional e-mail from a form: blank means none. */
export const optionalEmail = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(email.optional());
