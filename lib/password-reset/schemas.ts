// Forgotten password: the request, the reset and the two-field form. Browser-safe; the reset uses the same
// password rule as registration, so a reset can never set a weaker password than a new account may have.
import { z } from "zod/mini";
import { messages, newPassword } from "@/lib/validation/fields";

export const RESET_LINK_MINUTES = 60;

export const passwordResetMessages = {
  requestSent: "Om adressen finns hos oss har vi skickat en länk för att återställa lösenordet.",
  emailRequired: "Ange din email-adress",
  confirmRequired: "Skriv lösenordet en gång till",
  mismatch: "Lösenorden matchar inte",
  done: "Ditt lösenord är ändrat. Du kan nu logga in med det nya lösenordet.",
  invalidLink: "Ogiltig återställningslänk. Kontrollera att du använder hela länken från emailet.",
  unknownLink: "Ogiltig återställningslänk",
  expired: "Återställningslänken har gått ut. Den gäller i en timme – begär en ny.",
  used: "Återställningslänken har redan använts. Begär en ny om du vill byta lösenord igen.",
  fallback: "Ett fel uppstod",
} as const;

/** POST /password/request {email}; the field is required and must be an e-mail (SPEC §5). */
export const passwordRequestSchema = z.object({
  email: z.pipe(
    z
      .string({ error: passwordResetMessages.emailRequired })
      .check(
        z.trim(),
        z.minLength(1, passwordResetMessages.emailRequired),
        z.maxLength(254, messages.email),
        z.toLowerCase(),
      ),
    z.email(messages.email),
  ),
});
export type PasswordRequestInput = z.input<typeof passwordRequestSchema>;

/** POST /password/reset {token, newPassword}. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: passwordResetMessages.invalidLink })
    .check(z.maxLength(200, passwordResetMessages.invalidLink)),
  newPassword,
});

/** The reset form: new password and its confirmation, compared in the browser before anything is sent. */
export const resetPasswordFormSchema = z
  .object({
    newPassword,
    confirmPassword: z
      .string({ error: passwordResetMessages.confirmRequired })
      .check(z.minLength(1, passwordResetMessages.confirmRequired)),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, {
      path: ["confirmPassword"],
      message: passwordResetMessages.mismatch,
    }),
  );
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
