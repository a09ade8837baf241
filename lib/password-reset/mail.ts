// The password reset e-mails, in Swedish: the link, and the notice once the password has changed.
import "server-only";
import { env } from "@/lib/env";
import { formatSwedishDateTime, renderMail, siteLink, type MailContent } from "@/lib/mail/layout";

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
