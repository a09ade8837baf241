// Removing a passkey. Two rules (decision 301): the member must have logged in within the last ten minutes (a
// fresh login, with the password or a passkey), and the last passkey of an account without an e-mail address stays:
// such a member cannot get a forgotten password back, so that passkey is their last sure way in.
import "server-only";
import { recordAccountEvent } from "@/lib/audit/log";
import { db } from "@/lib/db";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { FRESH_LOGIN_MS } from "@/lib/passkeys/config";
import { assertMayChangePasskeys, hasAdminRole, type Actor } from "@/lib/passkeys/guards";
import { passkeyMessages } from "@/lib/passkeys/schemas";

async function refuse(user: Actor, name: string, why: string, error: AppError): Promise<never> {
  await recordAccountEvent(db, { member: user, action: "passkey_remove_refused", details: `${name}: ${why}` });
  throw error;
}

export async function removePasskey(user: Actor, passkeyId: number, now = Date.now()): Promise<void> {
  const passkey = await db.passkey.findFirst({ where: { id: passkeyId, userId: user.id }, select: { id: true, name: true } });
  if (!passkey) throw notFound(passkeyMessages.notFound);
  assertMayChangePasskeys(user);
  const session = user.sessionId ? await db.session.findUnique({ where: { id: user.sessionId }, select: { createdAt: true } }) : null;
  if (!session || now - session.createdAt.getTime() > FRESH_LOGIN_MS) {
    return refuse(user, passkey.name, "Inloggningen var äldre än tio minuter", forbidden(passkeyMessages.freshLogin, "REAUTHENTICATION_REQUIRED"));
  }
  const outcome = await db.$transaction(async (tx) => {
    // One removal at a time per member, so two cannot each leave the other as the last.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`;
    const owner = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, totpSecret: true } });
    const left = await tx.passkey.count({ where: { userId: user.id, id: { not: passkey.id } } });
    if (left === 0 && !owner.email) return "last" as const;
    const { count } = await tx.passkey.deleteMany({ where: { id: passkey.id, userId: user.id } });
    if (count !== 1) return "gone" as const;
    if (hasAdminRole(user)) {
      // Sessions that may have proved the factor with this passkey lose the proof; this one keeps it while the
      // admin still has a factor, and the admin sets one up again when none is left.
      const noneLeft = left === 0 && owner.totpSecret === null;
      await tx.session.updateMany({
        where: { userId: user.id, ...(noneLeft || !user.sessionId ? {} : { id: { not: user.sessionId } }) },
        data: { secondFactorAt: null },
      });
    }
    await recordAccountEvent(tx, { member: user, action: "passkey_removed", details: passkey.name });
    return "removed" as const;
  });
  if (outcome === "gone") throw notFound(passkeyMessages.notFound);
  if (outcome === "last") {
    return refuse(user, passkey.name, "Sista nyckeln på ett konto utan email-adress", new AppError({ code: "LAST_WAY_IN", message: passkeyMessages.lastWayIn }));
  }
}
