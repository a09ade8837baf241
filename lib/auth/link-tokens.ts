// One-time tokens for links sent by e-mail (parental consent, password reset, e-mail change), and the one way
// every such link is read and refused (docs/decisions/201-one-link-flow.md). The link carries the token; the
// database keeps only its SHA-256, so a leaked table cannot be turned into working links.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors";

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

/** What a stored link needs for its state: when it stops working, and when it was used (consent: confirmed). */
export type StoredLink = { expiresAt: Date; usedAt: Date | null };

/**
 * A mailed link's state. `unknown` covers a token no link was sent with and one that cannot be a token at all
 * (`malformed`: cut off or mangled, which the pages explain as such); a used link stays used after it expires.
 */
export type LinkState<T> =
  | { status: "valid"; link: T }
  | { status: "unknown"; malformed: boolean }
  | { status: "used" }
  | { status: "expired" };

export type RefusedLink = Exclude<LinkState<unknown>, { status: "valid" }>;

/** The state of a link row already read (or null when none matched). */
export function linkStateOf<T extends StoredLink>(row: T | null, now: Date = new Date()): LinkState<T> {
  if (!row) return { status: "unknown", malformed: false };
  if (row.usedAt) return { status: "used" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  return { status: "valid", link: row };
}

/**
 * Why a conditional claim (`updateMany … where usedAt is null and expiresAt > now`) matched nothing, from the row
 * read after it: unknown, expired, or used — also when it looks valid again, since a race it lost used it.
 */
export function refusedLinkState(row: StoredLink | null, now: Date = new Date()): RefusedLink {
  const state = linkStateOf(row, now);
  return state.status === "valid" ? { status: "used" } : state;
}

/** Reads a link by its token without changing anything: `find` looks the row up by the token's hash. */
export async function readLink<T extends StoredLink>(token: string, find: (tokenHash: string) => Promise<T | null>): Promise<LinkState<T>> {
  if (!isWellFormedLinkToken(token)) return { status: "unknown", malformed: true };
  return linkStateOf(await find(hashLinkToken(token)));
}

/** Why a link was refused, as the pages explain it: a malformed token is told apart from one never sent. */
export type RefusalReason = "malformed" | "unknown" | "expired" | "used";
export function refusalReason(state: RefusedLink): RefusalReason {
  return state.status === "unknown" && state.malformed ? "malformed" : state.status;
}

/** Each flow's own words for a link it cannot use; the code and status are the same for all three. */
export type LinkMessages = { malformed: string; unknown: string; expired: string; used: string };

/**
 * The answer to a link that cannot be used: 400 with LINK_UNKNOWN, LINK_EXPIRED or LINK_USED, and the flags
 * `valid: false`, `expired` and `used` (SPEC §7: a 400 carries an expired flag when expired).
 */
export function linkError(state: RefusedLink, messages: LinkMessages): AppError {
  const extras = { valid: false, expired: state.status === "expired", used: state.status === "used" };
  switch (state.status) {
    case "unknown":
      return new AppError({ code: "LINK_UNKNOWN", message: state.malformed ? messages.malformed : messages.unknown, extras });
    case "expired":
      return new AppError({ code: "LINK_EXPIRED", message: messages.expired, extras });
    case "used":
      return new AppError({ code: "LINK_USED", message: messages.used, extras });
  }
}
