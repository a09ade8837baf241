// Types for the plain-JavaScript module beside this file (read by the production server without a compiler).
export const DEFAULT_MAP_TILE_URL: string;
export const DEFAULT_MAP_ATTRIBUTION: string;
export function tileOrigin(template?: string): string | null;
