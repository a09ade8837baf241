import "server-only";
import { db } from "@/lib/db";

/** Whether an address is on the admins' block list. Addresses are compared lower-cased. */
export async function isEmailBlocked(email: string): Promise<boolean> {
  const hit = await db.blockedEmail.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true } });
  return hit !== null;
}
