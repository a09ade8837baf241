import "server-only";
import { db, Prisma } from "@/lib/db";
import { AppError, conflict, forbidden, unauthorized } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { isEmailBlocked } from "@/lib/blocked-emails/queries";
import { PARENTAL_CONSENT_UNDER } from "@/lib/validation/fields";
import type { LoginInput, RegisterData } from "@/lib/accounts/schemas";
import type { SessionUser } from "@/lib/auth/session";

export const accountMessages = {
  wrongCredentials: "Fel användarnamn eller lösenord",
  usernameTaken: "Användarnamnet är redan taget",
  emailTaken: "Email-adressen används redan av ett annat konto",
  emailBlocked: "Den här email-adressen är spärrad och kan inte användas",
  consentPending:
    "Ditt konto väntar på din förälders samtycke. Be din förälder att öppna länken i mejlet vi skickade.",
} as const;

export type AuthenticatedUser = SessionUser & { sessionVersion: number };

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Creates a member of 13 or older. Younger children go through the parental-consent flow instead. */
export async function registerUser(input: RegisterData): Promise<AuthenticatedUser> {
  if (input.age < PARENTAL_CONSENT_UNDER) {
    throw new AppError(400, "PARENTAL_CONSENT_REQUIRED", "Barn under 13 år behöver en förälders samtycke");
  }
  if (input.email && (await isEmailBlocked(input.email))) {
    throw forbidden(accountMessages.emailBlocked, "EMAIL_BLOCKED");
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.user.create({
      data: {
        username: input.username,
        usernameKey: usernameKey(input.username),
        passwordHash,
        email: input.email ?? null,
        age: input.age,
        consentStatus: "NOT_REQUIRED",
      },
      select: { id: true, username: true, isAdmin: true, sessionVersion: true },
    });
    return user;
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/** Maps a unique-constraint failure on users to the Swedish conflict message for the field. */
export function uniqueViolation(error: unknown): AppError | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return null;
  const target = JSON.stringify(error.meta ?? {});
  if (target.includes("email")) return conflict(accountMessages.emailTaken, { email: accountMessages.emailTaken });
  return conflict(accountMessages.usernameTaken, { username: accountMessages.usernameTaken });
}

/** Checks a username and password. Unknown users take as long as wrong passwords. */
export async function authenticate(input: LoginInput): Promise<AuthenticatedUser> {
  const user = await db.user.findUnique({
    where: { usernameKey: usernameKey(input.username) },
    select: { id: true, username: true, isAdmin: true, sessionVersion: true, passwordHash: true, consentStatus: true },
  });
  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !ok) throw unauthorized(accountMessages.wrongCredentials);
  if (user.consentStatus === "PENDING") throw forbidden(accountMessages.consentPending, "CONSENT_PENDING");
  return { id: user.id, username: user.username, isAdmin: user.isAdmin, sessionVersion: user.sessionVersion };
}

/** Ends every session of a member: tokens carry the version, and a raised version no longer matches. */
export async function endAllSessions(userId: number): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
