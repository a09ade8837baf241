// An admin's second factor (decision 300): setting up an authenticator app, proving it on a session with a code or a
// recovery code, and removing it. Every setup, use, failure and removal goes to the audit log.
import "server-only";
import { db } from "@/lib/db";
import { badRequest, conflict, forbidden } from "@/lib/errors";
import { recordAdminAction } from "@/lib/audit/log";
import type { SessionUser } from "@/lib/auth/session";
import { counter, rateLimited } from "@/lib/rate-limit";
import { SECOND_FACTOR_THROTTLE } from "@/lib/rate-limit/policies";
import { openSecret, sealSecret } from "@/lib/second-factor/secret";
import { checkTotp, newTotpSecret, totpUri } from "@/lib/second-factor/totp";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from "@/lib/second-factor/recovery";
import { renderQrSvg } from "@/lib/second-factor/qr";

export const secondFactorMessages = {
  notAdmin: "Andra faktorn är till för admin-konton",
  alreadySetUp: "Du har redan en andra faktor. Ta bort den först om du vill byta app.",
  noneToConfirm: "Starta inställningen igen: det finns ingen app som väntar på att bekräftas.",
  wrong: "Fel kod. Kontrollera klockan i telefonen och försök igen.",
  used: "Koden är redan använd. Vänta på nästa kod i appen.",
  notSetUp: "Du har ingen andra faktor att ta bort.",
  proveFirst: "Bekräfta din andra faktor med din nyckel innan du lägger till en autentiseringsapp.",
  noApp: "Du har ingen autentiseringsapp. Bekräfta med din nyckel i stället.",
} as const;

type Actor = Pick<SessionUser, "id" | "username" | "isAdmin" | "secondFactor" | "sessionId">;

function assertAdminRole(user: Actor): void {
  if (!user.isAdmin && user.secondFactor === undefined) throw forbidden(secondFactorMessages.notAdmin, "NOT_ADMIN");
}

/**
 * An admin who has a second factor (a passkey, decision 301) but has not proved it on this session may not set up
 * an app beside it: a password alone must never add a factor to an account that has one.
 */
function assertNoUnprovedFactor(user: Actor): void {
  if (user.secondFactor === "verify") throw forbidden(secondFactorMessages.proveFirst, "SECOND_FACTOR_REQUIRED");
}

function throttle() {
  return {
    member: counter("second-factor:failures:member", SECOND_FACTOR_THROTTLE.perMember),
    client: counter("second-factor:failures:client", SECOND_FACTOR_THROTTLE.perClient),
  };
}

/** Refuses at once when this member or client has given too many wrong codes (or passkey answers) lately. */
export async function assertNotThrottled(userId: number, client: string): Promise<void> {
  const { member, client: byClient } = throttle();
  const counts = await Promise.all([member.peek(String(userId)), byClient.peek(client)]);
  const full = counts.filter((c) => c.count >= c.limit);
  if (full.length) throw rateLimited(SECOND_FACTOR_THROTTLE.message, Math.max(...full.map((c) => c.retryAfterSeconds)));
}

/** Counts one wrong second factor, a code or a passkey's answer (lib/passkeys), for the member and the client. */
export async function countSecondFactorFailure(userId: number, client: string): Promise<void> {
  const { member, client: byClient } = throttle();
  await Promise.all([member.hit(String(userId)), byClient.hit(client)]);
}

async function failed(user: Actor, client: string, reason: "wrong" | "used"): Promise<never> {
  // A used code is a right one seen twice, not a guess: it is logged but does not count towards the limit.
  if (reason === "wrong") await countSecondFactorFailure(user.id, client);
  await recordAdminAction(db, { admin: user, action: "second_factor_failed", details: reason === "used" ? "Koden var redan använd" : "Fel kod" });
  throw badRequest(secondFactorMessages[reason], { code: secondFactorMessages[reason] }, "WRONG_CODE");
}

export type PendingSetup = { secret: string; uri: string; qrSvg: string };

/** The app waiting to be confirmed, started now if there is none: its secret, otpauth:// address and QR code. */
export async function pendingSetup(user: Actor): Promise<PendingSetup> {
  assertAdminRole(user);
  const row = await db.user.findUnique({ where: { id: user.id }, select: { totpSecret: true, totpPendingSecret: true } });
  if (!row) throw forbidden(secondFactorMessages.notAdmin, "NOT_ADMIN");
  if (row.totpSecret !== null) throw conflict(secondFactorMessages.alreadySetUp);
  assertNoUnprovedFactor(user);
  let secret = row.totpPendingSecret ? openSecret(row.totpPendingSecret) : null;
  if (secret === null) {
    secret = newTotpSecret();
    await db.user.update({ where: { id: user.id }, data: { totpPendingSecret: sealSecret(secret) } });
  }
  const uri = totpUri(secret, user.username);
  return { secret, uri, qrSvg: renderQrSvg(uri) };
}

/**
 * Confirms the app with its first code: the secret becomes the admin's, ten new recovery codes are made (answered
 * this once, kept only hashed), and this session has proved the second factor.
 */
export async function confirmSetup(user: Actor, code: string, client: string, now = Date.now()): Promise<{ recoveryCodes: string[] }> {
  assertAdminRole(user);
  await assertNotThrottled(user.id, client);
  const row = await db.user.findUnique({ where: { id: user.id }, select: { totpSecret: true, totpPendingSecret: true } });
  if (row?.totpSecret) throw conflict(secondFactorMessages.alreadySetUp);
  assertNoUnprovedFactor(user);
  const secret = row?.totpPendingSecret ? openSecret(row.totpPendingSecret) : null;
  if (!row?.totpPendingSecret || secret === null) throw conflict(secondFactorMessages.noneToConfirm);
  const check = checkTotp(secret, code.trim(), null, now);
  if (!check.ok) return failed(user, client, check.reason);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: user.id, totpSecret: null, totpPendingSecret: row.totpPendingSecret },
      data: { totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: check.step },
    });
    if (count !== 1) throw conflict(secondFactorMessages.noneToConfirm);
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    await tx.recoveryCode.createMany({ data: recoveryCodes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c) })) });
    if (user.sessionId) await tx.session.updateMany({ where: { id: user.sessionId }, data: { secondFactorAt: new Date(now) } });
    await recordAdminAction(tx, { admin: user, action: "second_factor_setup", details: "Autentiseringsapp och tio återställningskoder" });
  });
  return { recoveryCodes };
}

/** Proves the second factor on this session with the app's code or one unused recovery code. */
export async function verifySecondFactor(user: Actor, code: string, client: string, now = Date.now()): Promise<void> {
  assertAdminRole(user);
  await assertNotThrottled(user.id, client);
  const row = await db.user.findUnique({ where: { id: user.id }, select: { totpSecret: true, totpLastStep: true } });
  const secret = row?.totpSecret ? openSecret(row.totpSecret) : null;
  if (!row || secret === null) {
    if (user.secondFactor === "verify") throw forbidden(secondFactorMessages.noApp, "SECOND_FACTOR_REQUIRED");
    throw forbidden("Du behöver ställa in en andra faktor först", "SECOND_FACTOR_SETUP_REQUIRED");
  }
  const given = code.trim();
  if (/^\d{6}$/.test(given)) {
    const check = checkTotp(secret, given, row.totpLastStep, now);
    if (!check.ok) return failed(user, client, check.reason);
    const taken = await db.$transaction(async (tx) => {
      // Taken only if no other request took this step or a later one in the meantime.
      const { count } = await tx.user.updateMany({
        where: { id: user.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: check.step } }] },
        data: { totpLastStep: check.step },
      });
      if (count !== 1) return false;
      await proveSession(tx, user, now, "second_factor_used", "Kod från autentiseringsapp");
      return true;
    });
    if (!taken) return failed(user, client, "used");
    return;
  }
  if (!looksLikeRecoveryCode(given)) return failed(user, client, "wrong");
  const spent = await db.$transaction(async (tx) => {
    const { count } = await tx.recoveryCode.updateMany({
      where: { userId: user.id, codeHash: hashRecoveryCode(given), usedAt: null },
      data: { usedAt: new Date(now) },
    });
    if (count !== 1) return false;
    const left = await tx.recoveryCode.count({ where: { userId: user.id, usedAt: null } });
    await proveSession(tx, user, now, "recovery_code_used", `${left} återställningskoder kvar`);
    return true;
  });
  if (!spent) return failed(user, client, "wrong");
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

async function proveSession(tx: Tx, user: Actor, now: number, action: string, details: string): Promise<void> {
  if (user.sessionId) await tx.session.updateMany({ where: { id: user.sessionId }, data: { secondFactorAt: new Date(now) } });
  await recordAdminAction(tx, { admin: user, action, details });
}

/**
 * Removes the app and the recovery codes, given a current code: every session of the admin loses its proof, and
 * admin-only pages and calls answer again only once a new app is set up.
 */
export async function removeSecondFactor(user: Actor, code: string, client: string, now = Date.now()): Promise<void> {
  await verifySecondFactor(user, code, client, now);
  await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: user.id, totpSecret: { not: null } },
      data: { totpSecret: null, totpPendingSecret: null, totpLastStep: null },
    });
    if (count !== 1) throw conflict(secondFactorMessages.notSetUp);
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    await tx.session.updateMany({ where: { userId: user.id }, data: { secondFactorAt: null } });
    await recordAdminAction(tx, { admin: user, action: "second_factor_removed", details: "Autentiseringsapp och återställningskoder" });
  });
}
