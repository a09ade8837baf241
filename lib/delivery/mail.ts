// The notification e-mails: one per kind and window, and the weekly digest. Each carries a visible unsubscribe
// link and the List-Unsubscribe headers of RFC 8058 for its own kind.
import "server-only";
import { renderMail, siteLink, type MailBlock } from "@/lib/mail/layout";
import { KIND_LABELS, type NotificationKind, type PreferenceKind } from "@/lib/delivery/kinds";
import { unsubscribeLinks } from "@/lib/delivery/unsubscribe";
import type { OutgoingNotification } from "@/lib/delivery/recipients";

export type NotificationMailContent = { subject: string; html: string; text: string; headers: Record<string, string> };

const SUBJECTS: Record<NotificationKind, [one: string, many: (n: number) => string]> = {
  friend_request: ["Ny matros-förfrågan", (n) => `${n} nya matros-förfrågningar`],
  friend_accepted: ["Din matros-förfrågan har accepterats", (n) => `${n} matros-förfrågningar har accepterats`],
  like: ["Någon gillade din fångst", (n) => `${n} nya gillningar av dina fångster`],
  comment: ["Ny kommentar på din fångst", (n) => `${n} nya kommentarer på dina fångster`],
  reply: ["Nytt svar där du har kommenterat", (n) => `${n} nya svar där du har kommenterat`],
  personal_best: ["En matros har slagit sitt personbästa", (n) => `${n} nya personbästa bland dina matroser`],
  competitions: ["Nytt i dina tävlingar", (n) => `${n} händelser i dina tävlingar`],
  trips: ["Nytt om dina fisketurer", (n) => `${n} händelser i dina fisketurer`],
  news: ["Nyhet från Fiskegänget", (n) => `${n} nyheter från Fiskegänget`],
};

function unsubscribeParts(userId: number, kind: PreferenceKind): { blocks: MailBlock[]; headers: Record<string, string> } {
  const links = unsubscribeLinks(userId, kind);
  return {
    blocks: [
      { kind: "small", text: `Du får det här mejlet för att du valt e-post för ”${KIND_LABELS[kind]}”. Ändra dina val under Inställningar → Aviseringar.` },
      { kind: "small", text: `Avsluta den här sortens mejl: ${links.page}` },
    ],
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** One mail with every event of one kind that waited for it. */
export function notificationMail(userId: number, kind: NotificationKind, events: OutgoingNotification[]): NotificationMailContent {
  const [one, many] = SUBJECTS[kind];
  const subject = events.length === 1 ? one : many(events.length);
  const { blocks: footer, headers } = unsubscribeParts(userId, kind);
  const only = events.length === 1 ? events[0]! : null;
  const body: MailBlock[] = only
    ? [{ kind: "paragraph", text: only.text }, ...(only.link ? [{ kind: "button" as const, label: "Visa på Fiskegänget", href: only.link }] : [])]
    : [
          { kind: "list", items: events.map((event) => (event.link ? `${event.text} – ${event.link}` : event.text)) },
          { kind: "button", label: "Visa notifikationerna", href: siteLink("/notifications") },
        ];
  return { subject, ...renderMail(subject, [...body, ...footer]), headers };
}

export type DigestContent = { catches: string[]; competitions: string[]; news: string[] };

/** The weekly digest, or null when the week had nothing to tell. */
export function digestMail(userId: number, content: DigestContent): NotificationMailContent | null {
  if (content.catches.length + content.competitions.length + content.news.length === 0) return null;
  const subject = "Veckan på Fiskegänget";
  const blocks: MailBlock[] = [{ kind: "paragraph", text: "Det här har hänt den senaste veckan." }];
  const section = (title: string, items: string[]) => {
    if (items.length > 0) blocks.push({ kind: "paragraph", text: title }, { kind: "list", items });
  };
  section("Dina matrosers fångster", content.catches);
  section("Dina tävlingar", content.competitions);
  section("Nyheter", content.news);
  blocks.push({ kind: "button", label: "Till Fiskegänget", href: siteLink("/") });
  const { blocks: footer, headers } = unsubscribeParts(userId, "digest");
  return { subject, ...renderMail(subject, [...blocks, ...footer]), headers };
}
