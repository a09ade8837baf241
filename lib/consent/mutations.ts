import "server-only";
import { db } from "@/lib/db";
import { isEmailBlocked } from "@/lib/blocked-emails/queries";
import { memberStandingChanged } from "@/lib/cache/invalidate";
import { createLinkToken, hashLinkToken, isWellFormedLinkToken, linkStateOf } from "@/lib/auth/link-tokens";
import { parentalLinkError } from "@/lib/consent/queries";
import { CONSENT_LINK_DAYS, CONSENT_METHOD, CONSENT_TEXT_VERSION } from "@/lib/consent/texts";
import { consentMessages } from "@/lib/consent/schemas";
import { sendMail } from "@/lib/mail/send";
import { parentalConsentReceiptMail, parentalConsentRequestMail } from "@/lib/consent/mail";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh link: the token goes into the e-mail, the rest into parental_consents. */
export function newConsentLink(now = new Date()) {
  const { token, tokenHash } = createLinkToken();
  return { token, tokenHash, expiresAt: new Date(now.getTime() + CONSENT_LINK_DAYS * DAY_MS) };
}

/** The columns of a new consent record for a child who declared `declaredAge`. */
export function consentRecordData(input: { parentEmail: string; declaredAge: number; tokenHash: string; expiresAt: Date }) {
  return {
    parentEmail: input.parentEmail,
    declaredAge: input.declaredAge,
    tokenHash: input.tokenHash,
    expiresAt: input.expiresAt,
    consentTextVersion: CONSENT_TEXT_VERSION,
    method: CONSENT_METHOD,
  };
}

export async function sendParentalConsentMail(input: {
  parentEmail: string;
  childUsername: string;
  childAge: number;
  token: string;
  expiresAt: Date;
}): Promise<void> {
  await sendMail({
    to: input.parentEmail,
    kind: "parental_consent",
    secrets: [input.token],
    ...parentalConsentRequestMail(input),
  });
}

/**
 * Sends a new consent link when a child with this username is still waiting for exactly this parent address.
 * The new token replaces the old one, so the earlier link stops working. Says nothing about whether a
 * matching account exists: the caller answers the same either way.
 */
export async function resendParentalConsent(input: { parentEmail: string; childUsername: string }): Promise<boolean> {
  const pending = await db.parentalConsent.findFirst({
    where: {
      parentEmail: input.parentEmail.trim().toLowerCase(),
      confirmedAt: null,
      child: { usernameKey: input.childUsername.trim().toLowerCase(), consentStatus: "PENDING" },
    },
    select: { id: true, declaredAge: true, parentEmail: true, child: { select: { username: true } } },
  });
  if (!pending) return false;
  // An address blocked since the child registered gets no further links.
  if (await isEmailBlocked(pending.parentEmail)) return false;
  const link = newConsentLink();
  const replaced = await db.parentalConsent.updateMany({
    where: { id: pending.id, confirmedAt: null },
    data: { tokenHash: link.tokenHash, expiresAt: link.expiresAt },
  });
  if (replaced.count !== 1) return false;
  await sendParentalConsentMail({
    parentEmail: pending.parentEmail,
    childUsername: pending.child.username,
    childAge: pending.declaredAge,
    token: link.token,
    expiresAt: link.expiresAt,
  });
  return true;
}

/**
 * Registers the parent's consent: the link is used up and the child's account opened, in one transaction.
 * The conditional update makes the link single-use even when two confirmations race.
 */
export async function confirmParentalConsent(token: string): Promise<{ message: string; childUsername: string }> {
  if (!isWellFormedLinkToken(token)) throw parentalLinkError({ status: "unknown", malformed: true });
  const tokenHash = hashLinkToken(token);
  const confirmed = await db.$transaction(async (tx) => {
    const consent = await tx.parentalConsent.findUnique({
      where: { tokenHash },
      select: {
        id: true,
        childId: true,
        parentEmail: true,
        consentTextVersion: true,
        confirmedAt: true,
        expiresAt: true,
        child: { select: { username: true } },
      },
    });
    const now = new Date();
    const state = linkStateOf(consent && { ...consent, usedAt: consent.confirmedAt }, now);
    if (state.status !== "valid") throw parentalLinkError(state);
    const link = state.link;
    const claimed = await tx.parentalConsent.updateMany({
      where: { id: link.id, tokenHash, confirmedAt: null, expiresAt: { gt: now } },
      data: { confirmedAt: now },
    });
    if (claimed.count !== 1) throw parentalLinkError({ status: "used" });
    await tx.user.updateMany({ where: { id: link.childId, consentStatus: "PENDING" }, data: { consentStatus: "GRANTED" } });
    return { ...link, confirmedAt: now };
  });
  // A child waiting for consent is on no page; from now on they are, on the trips visitors read too.
  await memberStandingChanged(confirmed.childId);

  // The consent stands even if the receipt cannot be recorded; the failure is logged for follow-up.
  await sendMail({
    to: confirmed.parentEmail,
    kind: "parental_consent_receipt",
    ...parentalConsentReceiptMail({
      childUsername: confirmed.child.username,
      confirmedAt: confirmed.confirmedAt,
      consentTextVersion: confirmed.consentTextVersion,
    }),
  }).catch((error) => console.error("[consent] receipt e-mail could not be recorded", error));
  return {
    message: `${consentMessages.confirmed} ${confirmed.child.username} kan nu logga in på Fiskegänget.`,
    childUsername: confirmed.child.username,
  };
}
