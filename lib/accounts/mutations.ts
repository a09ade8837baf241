import "server-only";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import { AppError, conflict, forbidden, unauthorized } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { isEmailBlocked } from "@/lib/blocked-emails/queries";
import { PARENTAL_CONSENT_UNDER } from "@/lib/validation/fields";
import type { LoginInput, RegisterData } from "@/lib/accounts/schemas";
import type { SessionUser } from "@/lib/auth/session";
import { consentRecordData, newConsentLink, sendParentalConsentMail } from "@/lib/consent/mutations";
import { consentMessages } from "@/lib/consent/schemas";
import { suspensionMessage } from "@/lib/moderation/suspension";
import { runAfterResponse } from "@/lib/after-response";
import { sendMail } from "@/lib/mail/send";
import { registrationAttemptMail } from "@/lib/accounts/mail";
import { isPendingChild, isSuspended } from "@/lib/privacy/members";

export const accountMessages = {
  wrongCredentials: "Fel användarnamn eller lösenord",
  usernameTaken: "Användarnamnet är redan taget",
  emailTaken: "Email-adressen används redan av ett annat konto",
  emailBlocked: "Den här email-adressen är spärrad och kan inte användas",
  consentPending:
    "Ditt konto väntar på din förälders samtycke. Be din förälder att öppna länken i mejlet vi skickade.",
} as const;

export type AuthenticatedUser = SessionUser;

/** 13+ are members at once; a younger child waits, locked, until the parent has consented by e-mail. */
export type RegisterResult =
  | { status: "member"; user: AuthenticatedUser }
  | { status: "consent_pending"; childUsername: string; parentEmail: string };

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Creates an account. 13 or older: a member who is logged in at once. Ages 4–12 (the schema stops younger):
 * the account is created locked (consent PENDING) together with its consent record in one transaction, and the
 * parent is e-mailed the consent link.
 *
 * An e-mail address that already belongs to an account is not an error: the answer must not tell whether an
 * address is registered. The new account is created without it, and the owner of the address is told by
 * e-mail after the answer has gone out (docs/decisions/121-registration-with-a-used-address.md).
 */
export async function registerUser(input: RegisterData): Promise<RegisterResult> {
  const parentEmail = input.age < PARENTAL_CONSENT_UNDER ? input.parentEmail : undefined;
  if (input.age < PARENTAL_CONSENT_UNDER && !parentEmail) {
    throw new AppError({ code: "PARENTAL_CONSENT_REQUIRED", message: "Barn under 13 år behöver en förälders samtycke" });
  }
  if (input.email && (await isEmailBlocked(input.email))) {
    throw forbidden(accountMessages.emailBlocked, "EMAIL_BLOCKED");
  }
  if (parentEmail && (await isEmailBlocked(parentEmail))) {
    throw forbidden(consentMessages.parentEmailBlocked, "PARENT_EMAIL_BLOCKED");
  }
  const passwordHash = await hashPassword(input.password);
  const data = {
    username: input.username,
    usernameKey: usernameKey(input.username),
    passwordHash,
    age: input.age,
  };
  try {
    if (!parentEmail) {
      const user = await createMemberKeepingAddressPrivate(data, input.email);
      return { status: "member", user };
    }
    const link = newConsentLink();
    const created = await db.user.create({
      data: {
        ...data,
        email: null,
        consentStatus: "PENDING",
        parentalConsent: { create: consentRecordData({ parentEmail, declaredAge: input.age, ...link }) },
      },
      select: { username: true },
    });
    try {
      await sendParentalConsentMail({ parentEmail, childUsername: created.username, childAge: input.age, ...link });
    } catch (error) {
      // The account and its consent record stand; the child can ask for the link again.
      console.error("[accounts] parental consent e-mail could not be recorded", error);
    }
    return { status: "consent_pending", childUsername: created.username, parentEmail };
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

type NewAccount = { username: string; usernameKey: string; passwordHash: string; age: number };

/**
 * Creates a 13+ member with their address, unless it belongs to someone else: then without it, and the owner
 * is told. Both paths look the address up and create one row, so neither takes noticeably longer; the notice
 * is written after the answer. A registration racing for the same new address loses the unique index and
 * takes the same path.
 */
async function createMemberKeepingAddressPrivate(data: NewAccount, email: string | undefined): Promise<AuthenticatedUser> {
  const select = { id: true, username: true, isAdmin: true } as const;
  const owner = email ? await db.user.findUnique({ where: { email }, select: { username: true, email: true } }) : null;
  if (!email || owner) {
    const user = await db.user.create({ data: { ...data, email: null, consentStatus: "NOT_REQUIRED" }, select });
    if (owner?.email) await noticeRegistrationAttempt({ username: owner.username, email: owner.email });
    return user;
  }
  try {
    return await db.user.create({ data: { ...data, email, consentStatus: "NOT_REQUIRED" }, select });
  } catch (error) {
    if (!isUniqueViolation(error, "email")) throw error;
    return createMemberKeepingAddressPrivate(data, email);
  }
}

async function noticeRegistrationAttempt(owner: { username: string; email: string }): Promise<void> {
  const attemptedAt = new Date();
  // A blocked address never gets here: registration refuses it before looking for an owner.
  await runAfterResponse("registration attempt notice", () =>
    sendMail({ to: owner.email, kind: "registration_attempt", ...registrationAttemptMail({ username: owner.username, attemptedAt }) }),
  );
}

/** Maps a unique-constraint failure on users to the Swedish conflict message for the field. */
export function uniqueViolation(error: unknown): AppError | null {
  if (!isUniqueViolation(error)) return null;
  if (isUniqueViolation(error, "email")) return conflict(accountMessages.emailTaken, { email: accountMessages.emailTaken });
  return conflict(accountMessages.usernameTaken, { username: accountMessages.usernameTaken });
}

/** Checks a username and password. Unknown users take as long as wrong passwords. */
export async function authenticate(input: LoginInput): Promise<AuthenticatedUser> {
  const user = await db.user.findUnique({
    where: { usernameKey: usernameKey(input.username) },
    select: { id: true, username: true, isAdmin: true, passwordHash: true, consentStatus: true, suspendedUntil: true },
  });
  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !ok) throw unauthorized(accountMessages.wrongCredentials);
  if (isPendingChild(user)) throw forbidden(accountMessages.consentPending, "CONSENT_PENDING");
  // Only someone who knows the password learns of the suspension, and only its end date.
  if (user.suspendedUntil && isSuspended(user.suspendedUntil)) {
    throw forbidden(suspensionMessage(user.suspendedUntil), "ACCOUNT_SUSPENDED");
  }
  return { id: user.id, username: user.username, isAdmin: user.isAdmin };
}
