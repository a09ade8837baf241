// The site's e-mails, in Swedish. Each template returns subject, HTML and plain text built from one content list.
import "server-only";
import { env } from "@/lib/env";
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
