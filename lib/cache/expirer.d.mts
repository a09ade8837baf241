// Types for the plain-JavaScript module beside this file (loaded by the page caches without a compiler).
export type PageExpirer = (tags: string[]) => Promise<void>;
export function registerPageExpirer(expire: PageExpirer): void;
export function pageExpirer(): PageExpirer | undefined;
export function outsideRequest(error: unknown): boolean;
