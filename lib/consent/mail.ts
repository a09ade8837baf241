// The parental consent e-mails, in Swedish: the request with the link, and the receipt once consent is given.
import "server-only";
import { env } from "@/lib/env";
import { CONSENT_DATA_HANDLED, CONSENT_LINK_DAYS, CONSENT_PARENT_RIGHTS } from "@/lib/consent/texts";
import { formatSwedishDateTime, renderMail, siteLink, type MailContent } from "@/lib/mail/layout";

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
