// Parental consent: the re-send request. The texts are in messages.ts, which the consent page's client part
// imports without zod; they are re-exported here for the server.
import { z } from "zod/mini";
import { consentMessages } from "@/lib/consent/messages";
import { messages, PARENTAL_CONSENT_UNDER, PARENTAL_REQUEST_MIN_AGE, parentEmail, singleLine } from "@/lib/validation/fields";

export { consentMessages };

/** SPEC §7: {parentEmail, childAge, childUsername}, sent for ages 4 to 12. */
export const parentalRequestSchema = z.object({
  parentEmail,
  childAge: z.coerce
    .number({ error: messages.age })
    .check(
      z.int(messages.age),
      z.minimum(PARENTAL_REQUEST_MIN_AGE, messages.age),
      z.maximum(PARENTAL_CONSENT_UNDER - 1, messages.age),
    ),
  childUsername: z
    .string({ error: consentMessages.childUsername })
    .check(z.trim(), z.minLength(1, consentMessages.childUsername), z.maxLength(30, consentMessages.childUsername), singleLine()),
});
export type ParentalRequestInput = z.input<typeof parentalRequestSchema>;

/** What a valid consent link shows the parent (SPEC §3 "Parental consent info"). */
export type ParentalConsentInfo = { valid: true; childUsername: string; childAge: number; parentEmail: string };
