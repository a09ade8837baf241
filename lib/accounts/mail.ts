// The registration e-mail, in Swedish: to the owner of an address someone else registered with.
import "server-only";
import { env } from "@/lib/env";
import { formatSwedishDateTime, renderMail, siteLink, type MailContent } from "@/lib/mail/layout";

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
