// Blocking an address (SPEC §5: 'Email-adress krävs'). Browser-safe.
import { z } from "zod/mini";

export const blockedEmailMessages = {
  required: "Email-adress krävs",
  invalid: "Ogiltigt email-format",
  reasonTooLong: "Anledningen får vara högst 500 tecken",
  duplicate: "Email-adressen är redan blockerad",
  missing: "Blockeringen hittades inte",
  blocked: "Den här email-adressen är spärrad och kan inte användas",
} as const;

export const blockEmailSchema = z.object({
  email: z.pipe(
    z.string({ error: blockedEmailMessages.required }).check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, blockedEmailMessages.required),
      z.maxLength(254, blockedEmailMessages.invalid),
    ),
    z.email(blockedEmailMessages.invalid),
  ),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500, blockedEmailMessages.reasonTooLong))),
});
export type BlockEmailInput = z.infer<typeof blockEmailSchema>;
