// Types for the plain-JavaScript helper beside this file (read by the production server without a compiler).
export function normalizeIp(raw: string): string | null;
