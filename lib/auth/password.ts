import "server-only";
import bcrypt from "bcryptjs";

/** The policy promises bcrypt at 12 rounds (SPEC §9). */
export const BCRYPT_COST = 12;

// A real hash of a random string, compared against when the username is unknown, so the answer takes as
// long as for a real member and does not reveal which usernames exist.
const DUMMY_HASH = "$2b$12$y5VW0IaBi3TU9ogtzK4sDurw1sora2nYUKIFz1Q4YIR6/7H3FFAQm";

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && Boolean(hash);
}
