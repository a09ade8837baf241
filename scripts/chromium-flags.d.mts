// Types for the plain-JavaScript list beside this file (read by node without a compiler).
export const CHROMIUM_FLAGS: readonly string[];
