// Parental consent: the re-send request and every text the consent screens and API answer with. Browser-safe.
import { z } from "zod";
import { parentEmail } from "@/lib/accounts/schemas";
import { messages, PARENTAL_CONSENT_UNDER, PARENTAL_REQUEST_MIN_AGE } from "@/lib/validation/fields";
import { CONSENT_LINK_DAYS } from "@/lib/consent/texts";

export const consentMessages = {
  registered: "Nästan klart! Vi har skickat ett email till din förälder. Du kan logga in när din förälder har gett sitt samtycke.",
  requestSent:
    "Om uppgifterna stämmer med ett konto som väntar på samtycke har vi skickat en ny länk till förälderns email-adress.",
  confirmed: "Tack! Ditt samtycke är registrerat.",
  parentEmailBlocked: "Förälderns email-adress är spärrad och kan inte användas",
  invalidLink: "Ogiltig länk. Kontrollera att du använder hela länken från emailet.",
  expired: `Denna länk har gått ut. Länken är giltig i ${CONSENT_LINK_DAYS} dagar.`,
  alreadyConfirmed: "Samtycke har redan registrerats med den här länken. Barnet kan logga in.",
  unknownLink: "Ogiltig eller utgången länk",
  verifyFailed: "Kunde inte verifiera länken. Försök igen senare.",
  confirmFailed: "Kunde inte registrera samtycke. Försök igen.",
  childUsername: "Ange barnets användarnamn",
} as const;

/** SPEC §7: {parentEmail, childAge, childUsername}, sent for ages 4 to 12. */
export const parentalRequestSchema = z.object({
  parentEmail,
  childAge: z.coerce
    .number({ error: messages.age })
    .int(messages.age)
    .min(PARENTAL_REQUEST_MIN_AGE, messages.age)
    .max(PARENTAL_CONSENT_UNDER - 1, messages.age),
  childUsername: z
    .string({ error: consentMessages.childUsername })
    .trim()
    .min(1, consentMessages.childUsername)
    .max(30, consentMessages.childUsername),
});
export type ParentalRequestInput = z.input<typeof parentalRequestSchema>;

/** What a valid consent link shows the parent (SPEC §3 "Parental consent info"). */
export type ParentalConsentInfo = { valid: true; childUsername: string; childAge: number; parentEmail: string };
