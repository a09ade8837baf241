// What a member sees of their own passkeys, and which second factors an admin has.
import "server-only";
import { db } from "@/lib/db";
import type { PasskeyJson } from "@/lib/passkeys/schemas";

export const PASSKEY_JSON_SELECT = { id: true, name: true, createdAt: true, lastUsedAt: true, backupState: true } as const;

type Row = { id: number; name: string; createdAt: Date; lastUsedAt: Date | null; backupState: boolean };

export function toPasskeyJson(row: Row): PasskeyJson {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    backed_up: row.backupState,
  };
}

/** The member's own passkeys, oldest first. */
export async function listPasskeys({ viewer }: { viewer: { id: number } }): Promise<PasskeyJson[]> {
  const rows = await db.passkey.findMany({ where: { userId: viewer.id }, select: PASSKEY_JSON_SELECT, orderBy: { id: "asc" } });
  return rows.map(toPasskeyJson);
}

/** What an admin can prove the second factor with: the authenticator app, and how many passkeys. */
export async function secondFactorMethods(userId: number): Promise<{ app: boolean; passkeys: number }> {
  const [user, passkeys] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { totpSecret: true } }),
    db.passkey.count({ where: { userId } }),
  ]);
  return { app: Boolean(user?.totpSecret), passkeys };
}
