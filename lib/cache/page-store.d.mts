// Types for the plain-JavaScript page store beside this file (loaded by Next.js and the server without a compiler).
export default class PageStore {
  constructor(context: { fs: unknown; serverDistDir: string; flushToDisk?: boolean; maxMemoryCacheSize?: number; revalidatedTags?: string[] });
  get(key: string, context: Record<string, unknown>): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
export function isStoredPage(pathname: string): boolean;
export function pageStoreStats(): { entries: number; bytes: number; evicted: number; maxBytes: number };
export function readPageStoreBytes(environment?: Record<string, string | undefined>): number;
export function settlePageStore(options?: { maxBytes?: number }): Promise<void>;
export function pageStoreDiskBytes(serverDistDir: string): Promise<number>;
export function encodePage(key: string, entry: { value: unknown; lastModified: number; cacheControl: unknown }): Buffer;
export function decodePage(buffer: Buffer): { key: string; entry: { value: unknown; lastModified: number; cacheControl: unknown } };
