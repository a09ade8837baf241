// Reads what the site "sent": every e-mail lands in email_outbox, so tests take links from there.
import { db } from "@/lib/db";

/** The newest e-mail to an address, optionally of one kind. */
export async function latestMail(to: string, kind?: string) {
  return db.emailOutbox.findFirst({
    where: { to: to.toLowerCase(), ...(kind ? { kind } : {}) },
    orderBy: { id: "desc" },
  });
}

/** The token from the newest e-mailed link under `path` (e.g. "/parental-consent/") to an address. */
export async function latestLinkToken(to: string, path: string): Promise<string | null> {
  const mail = await latestMail(to);
  if (!mail) return null;
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const match = new RegExp(`${escaped}([A-Za-z0-9_-]+)`).exec(mail.text);
  return match?.[1] ?? null;
}
