// Types for the plain-JavaScript policy beside this file (read by the servers without a compiler).
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }>;
export const HSTS: string;
export const MEMBER_COOKIES: ReadonlyArray<string>;
export const ROUTER_HEADERS: ReadonlyArray<string>;
export const MICRO_CACHE_SECONDS: number;
export const SHAREABLE_CACHE_CONTROL: Readonly<{ any: string[]; none: string[] }>;
export const IMMUTABLE: string;
export const REVALIDATE: string;
export const CONTENT_TYPES: Readonly<Record<string, string>>;
export const MEMBER_COOKIE_PATTERN: RegExp;
export function isShareableCacheControl(value: unknown): boolean;
export const FRESH_WRITE_COOKIE: string;
export const FRESH_WRITE_SECONDS: number;
export const FRESH_WRITE_PATTERN: RegExp;
export function freshWriteCookie(https: boolean): string;
export function sharedCopyReader(cookieHeader: unknown): "visitor" | "member" | null;
export function variesOnCookie(vary: unknown): boolean;
