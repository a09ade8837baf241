// What a parent is told and agrees to. The version is stored with every consent, so a changed text gets a
// new version and the record shows which wording each parent saw.
export const CONSENT_TEXT_VERSION = "2025-01-15";
export const CONSENT_METHOD = "email_link";
/** How long a consent link works (SPEC §9). */
export const CONSENT_LINK_DAYS = 7;

/** The data the privacy policy names (SPEC §1), as a parent reads it. */
export const CONSENT_DATA_HANDLED = [
  "Användarnamn och lösenord (lösenordet sparas bara krypterat, som en hash)",
  "Åldern som angavs vid registreringen och din email-adress som förälder",
  "Email-adress, för- och efternamn, ort och profilbild – bara om barnet själv fyller i dem",
  "Fångstrapporter: fiskart, vikt, längd, plats, datum och tid, bete, metod, anteckningar och bilder",
  "Gillningar, vänner (matroser) och notifikationer på sajten",
] as const;

/** The rights a parent keeps after consenting (GDPR articles 15–17 and 7.3). */
export const CONSENT_PARENT_RIGHTS = [
  "Få veta vilka uppgifter vi har om ditt barn och få en kopia av dem",
  "Få felaktiga uppgifter rättade",
  "Få kontot och alla uppgifter raderade",
  "När som helst återkalla ditt samtycke – då stänger vi kontot",
] as const;
