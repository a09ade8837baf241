// Changing one's e-mail address by a link sent to the new address: the link's lifetime and the Swedish texts.
// Browser-safe: the settings form and the confirmation page show these.

/** As long as a member may take to open the mail at the new address. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

export const emailChangeMessages = {
  /** The answer to a profile save that asked for a new address, whoever owns that address. */
  sent: "Vi har skickat en länk till den nya adressen. Din email-adress byts när du öppnar länken – tills dess gäller den gamla.",
  done: "Din email-adress är ändrad.",
  invalidLink: "Ogiltig länk. Kontrollera att du använder hela länken från emailet.",
  unknownLink: "Ogiltig eller utgången länk",
  expired: `Länken har gått ut. Den gäller i ${EMAIL_CHANGE_LINK_HOURS} timmar – ändra adressen i inställningarna igen så skickar vi en ny.`,
  used: "Länken har redan använts. Ändra adressen i inställningarna igen om du vill byta en gång till.",
  /** Taken by another account (or blocked) since the link was sent; says no more than that it cannot be used. */
  unavailable: "Adressen kan inte kopplas till ditt konto. Din gamla email-adress gäller fortfarande.",
  failed: "Kunde inte byta email-adress. Försök igen.",
} as const;
