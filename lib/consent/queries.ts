import "server-only";
import { db } from "@/lib/db";
import { linkError, readLink, type LinkMessages, type LinkState, type RefusedLink } from "@/lib/auth/link-tokens";
import { consentMessages, type ParentalConsentInfo } from "@/lib/consent/schemas";

type ConsentLink = { expiresAt: Date; usedAt: Date | null; declaredAge: number; parentEmail: string; childUsername: string };
export type ParentalLinkState = LinkState<ConsentLink>;

/** A consent link is used once the parent has confirmed. */
export const PARENTAL_LINK_MESSAGES: LinkMessages = {
  malformed: consentMessages.invalidLink,
  unknown: consentMessages.unknownLink,
  expired: consentMessages.expired,
  used: consentMessages.alreadyConfirmed,
};

/** Looks a consent link up without changing anything. The consent page and the verify API both read it. */
export function checkParentalLink(token: string): Promise<ParentalLinkState> {
  return readLink(token, async (tokenHash) => {
    const consent = await db.parentalConsent.findUnique({
      where: { tokenHash },
      select: { declaredAge: true, parentEmail: true, expiresAt: true, confirmedAt: true, child: { select: { username: true } } },
    });
    if (!consent) return null;
    const { declaredAge, parentEmail, expiresAt, confirmedAt } = consent;
    return { declaredAge, parentEmail, expiresAt, usedAt: confirmedAt, childUsername: consent.child.username };
  });
}

/** The API's error for a consent link that cannot be used (SPEC §8 "Parental link"). */
export const parentalLinkError = (state: RefusedLink) => linkError(state, PARENTAL_LINK_MESSAGES);

/** The link's details for the parent, or the matching error. */
export async function verifyParentalLink(token: string): Promise<ParentalConsentInfo> {
  const state = await checkParentalLink(token);
  if (state.status !== "valid") throw parentalLinkError(state);
  const { childUsername, declaredAge, parentEmail } = state.link;
  return { valid: true, childUsername, childAge: declaredAge, parentEmail };
}
