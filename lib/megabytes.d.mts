// Types for the plain-JavaScript helper beside this file (read by the servers without a compiler).
export function megabytesFromEnv(environment: Record<string, string | undefined>, name: string, defaultMegabytes: number): number;
