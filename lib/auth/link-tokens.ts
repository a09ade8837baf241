// One-time tokens for links sent by e-mail (parental consent, password reset). The link carries the token;
// the database keeps only its SHA-256, so a leaked table cannot be turned into working links.
import "server-only";
import { createHash, randomBytes } from "node:crypto";

const TOKEN_BYTES = 32;
/** 32 random bytes in base64url: exactly 43 characters from [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether a path segment can be a token at all; anything else is a cut-off or mangled link. */
export function isWellFormedLinkToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}
