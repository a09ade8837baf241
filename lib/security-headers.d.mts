// Types for the plain-JavaScript list beside this file (read by the servers without a compiler).
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }>;
