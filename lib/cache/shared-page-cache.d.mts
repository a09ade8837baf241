// Types for the plain-JavaScript handler beside this file (Next.js loads it by path, outside the bundle).
import type { CacheHandler } from "@fortedigital/nextjs-cache-handler";

export function connectSharedPageCache(options?: { timeoutMs?: number }): Promise<boolean>;
export function closeSharedPageCache(): Promise<void>;
export function namespaceFor(buildId: string): string;
export function expireSharedPagesOfBuild(tags: string[], options: { distDir: string }): Promise<boolean>;

export default class SharedPageCache extends CacheHandler {}
export function isStoredPage(pathname: string): boolean;
