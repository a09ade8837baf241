// What a refused write means, from Prisma's error codes, asked in one place instead of by code in every domain.
import "server-only";
import { Prisma } from "@/lib/db";

function hasCode(error: unknown, code: string): error is Prisma.PrismaClientKnownRequestError {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;
}

/**
 * A unique index refused the write (P2002). With `column`, only when the index covers that column (the error's
 * meta names the target, in a shape that differs between drivers, so it is searched as text).
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (!hasCode(error, "P2002")) return false;
  return column === undefined || JSON.stringify(error.meta ?? {}).includes(column);
}

/** The row an update or delete names was not there (P2025). */
export function isMissingRow(error: unknown): boolean {
  return hasCode(error, "P2025");
}

/**
 * A row the write refers to (a report to like, an article to comment on) was not there: Prisma's P2003, or
 * PostgreSQL's foreign_key_violation (23503) from a statement sent through the driver.
 */
export function isMissingReference(error: unknown): boolean {
  return hasCode(error, "P2003") || (error instanceof Error && (error as Error & { code?: unknown }).code === "23503");
}
