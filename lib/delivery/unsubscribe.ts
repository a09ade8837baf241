// Signed per-kind unsubscribe links: they work without logging in (RFC 8058 one-click, and the page a person opens),
// and only for the member and kind they were made for. The key is derived from NEXTAUTH_SECRET (lib/env.ts).
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { siteLink } from "@/lib/mail/layout";
import { isPreferenceKind, KIND_LABELS, type PreferenceKind } from "@/lib/delivery/kinds";
import { turnOffEmail } from "@/lib/delivery/preferences";

const TOKEN = /^(\d{1,9})-([a-z_]{1,20})-([A-Za-z0-9_-]{32})$/;

function signature(userId: number, kind: string): string {
  const key = createHmac("sha256", env().NEXTAUTH_SECRET).update("notification-unsubscribe").digest();
  return createHmac("sha256", key).update(`${userId}:${kind}`).digest("base64url").slice(0, 32);
}

export function unsubscribeToken(userId: number, kind: PreferenceKind): string {
  return `${userId}-${kind}-${signature(userId, kind)}`;
}

/** The visible link (a page that unsubscribes and says so) and the List-Unsubscribe one (POST, one click). */
export function unsubscribeLinks(userId: number, kind: PreferenceKind): { page: string; oneClick: string } {
  const token = unsubscribeToken(userId, kind);
  return { page: siteLink(`/unsubscribe/${token}`), oneClick: siteLink(`/api/unsubscribe/${token}`) };
}

/** The member and kind a token names, or null when it is malformed or not signed by us. */
export function readUnsubscribeToken(token: string): { userId: number; kind: PreferenceKind } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const kind = match[2]!;
  if (!isPreferenceKind(kind)) return null;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(signature(userId, kind));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
}

/** Turns e-mail of the token's kind off. Null for a token that is not ours; a deleted member is simply done. */
export async function unsubscribeByToken(token: string): Promise<{ kind: PreferenceKind; label: string } | null> {
  const target = readUnsubscribeToken(token);
  if (!target) return null;
  await turnOffEmail(target);
  return { kind: target.kind, label: KIND_LABELS[target.kind] };
}
