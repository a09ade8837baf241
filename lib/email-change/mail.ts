// The e-mail change e-mails, in Swedish: the link to the new address, the notice to an address already in use,
// and the notice to the old address once the change is made.
import "server-only";
import { env } from "@/lib/env";
import { EMAIL_CHANGE_LINK_HOURS } from "@/lib/email-change/schemas";
import { formatSwedishDateTime, maskEmail, renderMail, siteLink, type MailContent } from "@/lib/mail/layout";

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
