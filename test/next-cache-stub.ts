// next/cache outside a Next.js server: cached reads run every time, and invalidations are recorded so tests can
// say exactly which tags a write expired.
const expired: string[] = [];

export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A) => fn(...args);
}

export function revalidateTag(tag: string, profile: string | { expire?: number }): void {
  if (typeof profile !== "object" || profile.expire !== 0) throw new Error(`revalidateTag(${tag}) must expire at once`);
  expired.push(tag);
}

export function revalidatePath(): void {
  throw new Error("the site invalidates by tag; revalidatePath is not used");
}

/** The tags expired since the last call, in order, each once. */
export function takeExpiredTags(): string[] {
  const tags = [...new Set(expired)];
  expired.length = 0;
  return tags;
}
