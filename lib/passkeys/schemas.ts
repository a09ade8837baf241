// What the passkey calls take, shared by the browser and the handlers, and their Swedish messages. The credential
// itself is checked only for its outline here: the WebAuthn library verifies every byte of it.
import { z } from "zod/mini";
import { singleLine } from "@/lib/validation/fields";

export const PASSKEY_NAME_MAX = 40;

export const passkeyMessages = {
  nameRequired: "Ge nyckeln ett namn, till exempel Telefonen",
  nameTooLong: `Namnet får vara högst ${PASSKEY_NAME_MAX} tecken`,
  credential: "Svaret från nyckeln saknas eller är ofullständigt",
  challenge: "Förfrågan till nyckeln har gått ut eller är redan använd. Försök igen.",
  loginRefused: "Nyckeln kunde inte användas för att logga in. Försök igen, eller logga in med lösenord.",
  registrationRefused: "Nyckeln kunde inte läggas till. Försök igen.",
  secondFactorRefused: "Nyckeln kunde inte bekräftas. Försök igen.",
  duplicate: "Den här nyckeln är redan tillagd på ditt konto.",
  tooMany: "Du kan ha högst 20 nycklar. Ta bort en innan du lägger till en ny.",
  notFound: "Nyckeln hittades inte",
  freshLogin: "Av säkerhetsskäl behöver du ha loggat in för högst 10 minuter sedan för att ta bort en nyckel. Logga in igen och försök på nytt.",
  lastWayIn:
    "Det här är din sista nyckel, och kontot har ingen email-adress att återställa lösenordet med. Lägg till en email-adress i profilen eller en ny nyckel innan du tar bort den.",
  secondFactorFirst: "Bekräfta din andra faktor innan du ändrar dina nycklar.",
  noPasskey: "Du har ingen nyckel att bekräfta med.",
  unsupported: "Din webbläsare kan inte använda nycklar.",
  cancelled: "Nyckeln användes inte. Försök igen när du är redo.",
} as const;

export const passkeyName = z
  .string({ error: passkeyMessages.nameRequired })
  .check(z.trim(), z.minLength(1, passkeyMessages.nameRequired), z.maxLength(PASSKEY_NAME_MAX, passkeyMessages.nameTooLong), singleLine());

const base64url = z.string({ error: passkeyMessages.credential }).check(z.maxLength(16_000, passkeyMessages.credential), z.regex(/^[A-Za-z0-9_-]*$/, passkeyMessages.credential));

/** RegistrationResponseJSON, as @simplewebauthn/browser's startRegistration answers it. */
export const registrationCredential = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key", passkeyMessages.credential),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10))),
  }),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
  authenticatorAttachment: z.optional(z.string().check(z.maxLength(30))),
});

/** AuthenticationResponseJSON, as startAuthentication answers it. */
export const authenticationCredential = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key", passkeyMessages.credential),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: z.optional(base64url),
  }),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
  authenticatorAttachment: z.optional(z.string().check(z.maxLength(30))),
});

export const registrationSchema = z.object({ name: passkeyName, credential: registrationCredential });
export const authenticationSchema = z.object({ credential: authenticationCredential });
export type RegistrationInput = z.output<typeof registrationSchema>;
export type AuthenticationInput = z.output<typeof authenticationSchema>;

/** A passkey as its owner sees it in settings. */
export type PasskeyJson = {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** synced to the member's other devices (BS) */
  backed_up: boolean;
};
