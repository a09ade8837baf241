// An admin's authenticator secret at rest: encrypted with AES-256-GCM under a key derived from NEXTAUTH_SECRET, so a
// copy of the database alone (a backup, a leaked dump) does not give anyone the codes.
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

const INFO = "fiskeganget totp secret v1";

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", env().NEXTAUTH_SECRET, "", INFO, 32));
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url each. */
export function sealSecret(base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/**
 * The base32 secret, or null for a value sealed under another key or tampered with. "v0.<base32>" is the demo
 * admin's published secret (prisma/seed.ts), stored unsealed: the seed runs before the server and under another
 * NEXTAUTH_SECRET (the e2e run makes its own), and a secret README.md prints has nothing to hide. Every secret set
 * up through the site is sealed.
 */
export function openSecret(sealed: string): string | null {
  if (sealed.startsWith("v0.")) return /^[A-Z2-7]{16,}$/.test(sealed.slice(3)) ? sealed.slice(3) : null;
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
