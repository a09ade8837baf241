import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashLinkToken, isWellFormedLinkToken } from "@/lib/auth/link-tokens";
import { consentMessages, type ParentalConsentInfo } from "@/lib/consent/schemas";

export type ParentalLinkState =
  | ({ status: "valid"; expiresAt: Date } & ParentalConsentInfo)
  | { status: "malformed" | "unknown" | "expired" | "used" };

/** Looks a consent link up without changing anything. The consent page and the verify API both read it. */
export async function checkParentalLink(token: string): Promise<ParentalLinkState> {
  if (!isWellFormedLinkToken(token)) return { status: "malformed" };
  const consent = await db.parentalConsent.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: { declaredAge: true, parentEmail: true, expiresAt: true, confirmedAt: true, child: { select: { username: true } } },
  });
  if (!consent) return { status: "unknown" };
  if (consent.confirmedAt) return { status: "used" };
  if (consent.expiresAt.getTime() <= Date.now()) return { status: "expired" };
  return {
    status: "valid",
    valid: true,
    childUsername: consent.child.username,
    childAge: consent.declaredAge,
    parentEmail: consent.parentEmail,
    expiresAt: consent.expiresAt,
  };
}

/** The API's error for a link that cannot be used (SPEC §8 "Parental link"). */
export function parentalLinkError(status: Exclude<ParentalLinkState["status"], "valid">): AppError {
  switch (status) {
    case "malformed":
      return new AppError(400, "INVALID_LINK", consentMessages.invalidLink);
    case "expired":
      return new AppError(400, "LINK_EXPIRED", consentMessages.expired, undefined, undefined, { expired: true });
    case "used":
      return new AppError(400, "CONSENT_ALREADY_CONFIRMED", consentMessages.alreadyConfirmed, undefined, undefined, {
        expired: false,
        used: true,
      });
    case "unknown":
      return new AppError(404, "LINK_NOT_FOUND", consentMessages.unknownLink, undefined, undefined, { valid: false });
  }
}

/** The link's details for the parent, or the matching error. */
export async function verifyParentalLink(token: string): Promise<ParentalConsentInfo> {
  const state = await checkParentalLink(token);
  if (state.status !== "valid") throw parentalLinkError(state.status);
  return { valid: true, childUsername: state.childUsername, childAge: state.childAge, parentEmail: state.parentEmail };
}
