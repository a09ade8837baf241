// The headers every answer carries, whoever sends it: Next.js (next.config.ts), the production server for the
// precompressed files it sends itself (scripts/server/static-files.mjs) and nginx for the files it serves from disk
// (scripts/cluster/nginx.mjs). Plain JavaScript, so the servers read the same list without a compiler.

/** @type {ReadonlyArray<{ key: string, value: string }>} */
export const SECURITY_HEADERS = Object.freeze([
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  // The report form may ask for the member's position when they press 'Använd min position'; no frame may.
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
]);
