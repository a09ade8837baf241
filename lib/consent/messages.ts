// Every text the consent screens and API answer with. Browser-safe and free of zod.
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
