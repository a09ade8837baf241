// The site's e-mails, in Swedish. Each template returns subject, HTML and plain text built from one content list.
import "server-only";
import { env } from "@/lib/env";
import { EMAIL_CHANGE_LINK_HOURS } from "@/lib/email-change/schemas";
import { CONSENT_DATA_HANDLED, CONSENT_LINK_DAYS, CONSENT_PARENT_RIGHTS } from "@/lib/consent/texts";
import { formatSwedishDateTime, renderMail, siteLink } from "@/lib/mail/layout";

export type MailContent = { subject: string; html: string; text: string };

export function parentalConsentRequestMail(input: {
  childUsername: string;
  childAge: number;
  token: string;
  expiresAt: Date;
}): MailContent {
  const subject = "Ditt barn vill gå med i Fiskegänget – ditt samtycke behövs";
  const link = siteLink(`/parental-consent/${input.token}`);
  return {
    subject,
    ...renderMail("Ditt samtycke behövs", [
      {
        kind: "paragraph",
        text: `Hej! Ett barn har registrerat kontot "${input.childUsername}" (${input.childAge} år) på Fiskegänget, en svensk gemenskap för sportfiskare, och angett din email-adress som förälderns.`,
      },
      {
        kind: "paragraph",
        text: "Barn under 13 år behöver en förälders samtycke innan kontot kan användas. Så kräver dataskyddsförordningen (GDPR). Tills du har gett ditt samtycke är kontot låst och syns inte för någon.",
      },
      { kind: "paragraph", text: "Det här behandlar vi om barnet:" },
      { kind: "list", items: [...CONSENT_DATA_HANDLED] },
      { kind: "button", label: "Läs mer och ge ditt samtycke", href: link },
      {
        kind: "small",
        text: `Länken gäller i ${CONSENT_LINK_DAYS} dagar, till ${formatSwedishDateTime(input.expiresAt)}, och kan bara användas en gång.`,
      },
      {
        kind: "small",
        text: `Känner du inte igen det här? Då behöver du inte göra något – kontot förblir låst. Frågor når oss på ${env().CONTACT_EMAIL}.`,
      },
    ]),
  };
}

export function parentalConsentReceiptMail(input: {
  childUsername: string;
  confirmedAt: Date;
  consentTextVersion: string;
}): MailContent {
  const subject = `Bekräftelse: ditt samtycke för ${input.childUsername} är registrerat`;
  return {
    subject,
    ...renderMail("Tack – ditt samtycke är registrerat", [
      {
        kind: "paragraph",
        text: `Du gav ditt samtycke för kontot "${input.childUsername}" den ${formatSwedishDateTime(input.confirmedAt)}. Barnet kan nu logga in på Fiskegänget.`,
      },
      { kind: "paragraph", text: "Som förälder har du alltid rätt att:" },
      { kind: "list", items: [...CONSENT_PARENT_RIGHTS] },
      {
        kind: "paragraph",
        text: `Skriv till ${env().CONTACT_EMAIL} från den här adressen, så hjälper vi dig. Spara gärna det här mejlet som kvitto.`,
      },
      { kind: "button", label: "Läs vår integritetspolicy", href: siteLink("/privacy") },
      { kind: "small", text: `Samtyckestextens version: ${input.consentTextVersion}. Metod: länk via email.` },
    ]),
  };
}

/** To the owner of an address someone gave when registering a new account; the new account did not get it. */
export function registrationAttemptMail(input: { username: string; attemptedAt: Date }): MailContent {
  const subject = "Någon försökte registrera ett konto med din email-adress";
  return {
    subject,
    ...renderMail("Din email-adress används redan", [
      {
        kind: "paragraph",
        text: `Hej ${input.username}! Den ${formatSwedishDateTime(input.attemptedAt)} registrerades ett nytt konto på Fiskegänget med den här email-adressen. Adressen hör redan till ditt konto, så den kopplades inte till det nya kontot.`,
      },
      {
        kind: "paragraph",
        text: `Var det du? Då har du redan ett konto med användarnamnet "${input.username}". Logga in med det, eller välj ett nytt lösenord via "Glömt lösenord?" om du inte minns det.`,
      },
      { kind: "button", label: "Logga in", href: siteLink("/login") },
      { kind: "button", label: "Glömt lösenord?", href: siteLink("/forgot-password") },
      {
        kind: "small",
        text: `Var det inte du? Då behöver du inte göra något – ingen har fått tillgång till ditt konto. Frågor når oss på ${env().CONTACT_EMAIL}.`,
      },
    ]),
  };
}

export function passwordResetMail(input: { username: string; token: string; expiresAt: Date }): MailContent {
  const subject = "Återställ ditt lösenord på Fiskegänget";
  return {
    subject,
    ...renderMail("Återställ ditt lösenord", [
      {
        kind: "paragraph",
        text: `Hej ${input.username}! Vi fick en begäran om att återställa lösenordet till ditt konto på Fiskegänget.`,
      },
      { kind: "button", label: "Välj ett nytt lösenord", href: siteLink(`/reset-password/${input.token}`) },
      {
        kind: "small",
        text: `Länken gäller i en timme, till ${formatSwedishDateTime(input.expiresAt)}, och kan bara användas en gång.`,
      },
      {
        kind: "small",
        text: "Bad du inte om det här? Då kan du bortse från mejlet – ditt lösenord ändras inte förrän någon använder länken.",
      },
    ]),
  };
}

export function passwordChangedMail(input: { username: string; changedAt: Date }): MailContent {
  const subject = "Ditt lösenord på Fiskegänget har ändrats";
  return {
    subject,
    ...renderMail("Ditt lösenord har ändrats", [
      {
        kind: "paragraph",
        text: `Hej ${input.username}! Lösenordet till ditt konto ändrades den ${formatSwedishDateTime(input.changedAt)} via en återställningslänk. Alla inloggningar på andra enheter har loggats ut.`,
      },
      { kind: "button", label: "Logga in", href: siteLink("/login") },
      {
        kind: "small",
        text: `Var det inte du? Återställ lösenordet direkt via sidan "Glömt lösenord?" och kontakta oss på ${env().CONTACT_EMAIL}.`,
      },
    ]),
  };
}

/** To the new address a member gave in their settings: the link that makes it theirs. */
export function emailChangeMail(input: { username: string; token: string; expiresAt: Date }): MailContent {
  const subject = "Bekräfta din nya email-adress på Fiskegänget";
  return {
    subject,
    ...renderMail("Bekräfta din nya email-adress", [
      {
        kind: "paragraph",
        text: `Hej ${input.username}! Du har bett om att byta email-adress på ditt konto på Fiskegänget till den här adressen. Öppna länken för att bekräfta bytet.`,
      },
      { kind: "button", label: "Bekräfta den nya adressen", href: siteLink(`/confirm-email/${input.token}`) },
      {
        kind: "small",
        text: `Länken gäller i ${EMAIL_CHANGE_LINK_HOURS} timmar, till ${formatSwedishDateTime(input.expiresAt)}, och kan bara användas en gång. Tills du har bekräftat gäller din gamla adress.`,
      },
      {
        kind: "small",
        text: "Bad du inte om det här? Då kan du bortse från mejlet – ingenting ändras förrän någon använder länken.",
      },
    ]),
  };
}

/**
 * To the owner of an address another member asked to move to. Nothing changes; it says no more than that, and not
 * who asked (the asker's username would let anyone send the owner text of their choosing).
 */
export function emailChangeAttemptMail(input: { username: string; attemptedAt: Date }): MailContent {
  const subject = "Någon försökte använda din email-adress på Fiskegänget";
  return {
    subject,
    ...renderMail("Din email-adress används redan", [
      {
        kind: "paragraph",
        text: `Hej ${input.username}! Den ${formatSwedishDateTime(input.attemptedAt)} angav ett annat konto på Fiskegänget den här email-adressen i sina inställningar. Adressen hör till ditt konto, så den kopplades inte till det andra kontot och ingenting har ändrats.`,
      },
      {
        kind: "small",
        text: `Du behöver inte göra något. Frågor når oss på ${env().CONTACT_EMAIL}.`,
      },
    ]),
  };
}

/** To the old address once a change has been confirmed, so a member whose account was taken over hears of it. */
export function emailChangedMail(input: { username: string; newEmail: string; changedAt: Date }): MailContent {
  const subject = "Din email-adress på Fiskegänget har ändrats";
  return {
    subject,
    ...renderMail("Din email-adress har ändrats", [
      {
        kind: "paragraph",
        text: `Hej ${input.username}! Den ${formatSwedishDateTime(input.changedAt)} byttes email-adressen på ditt konto till ${maskEmail(input.newEmail)}. Hit skickar vi inga fler mejl om kontot.`,
      },
      {
        kind: "small",
        text: `Var det inte du? Välj ett nytt lösenord via "Glömt lösenord?" och kontakta oss på ${env().CONTACT_EMAIL}, så hjälper vi dig att få tillbaka kontot.`,
      },
    ]),
  };
}

/** "kalle@example.se" → "k***@example.se": enough for the owner to recognise, not a full address in an old inbox. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
