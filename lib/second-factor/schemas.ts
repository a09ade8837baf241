// The one field every second-factor form sends: a six-digit code from the app, or a recovery code.
import { z } from "zod/mini";

export const codeMessages = {
  required: "Ange koden",
  tooLong: "Koden är för lång",
} as const;

export const secondFactorCodeSchema = z.object({
  code: z.string({ error: codeMessages.required }).check(z.trim(), z.minLength(1, codeMessages.required), z.maxLength(20, codeMessages.tooLong)),
});
export type SecondFactorCodeInput = z.infer<typeof secondFactorCodeSchema>;
