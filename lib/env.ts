// The one place that reads process.env. Validated once, on first use, so `next build` can import it.
import { z } from "zod";

const DEV_SECRET = "fiskeganget-development-secret-do-not-use-in-production";

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL saknas"),
  NEXTAUTH_SECRET: z.string().min(32).optional(),
  NEXTAUTH_URL: z.url().optional(),
  SITE_URL: z.url().optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default("Fiskegänget <noreply@fiskeganget.se>"),
  /** Keep e-mails in email_outbox without delivering them, also in production: only for test runs of the build. */
  MAIL_OUTBOX_ONLY: z.stringbool().default(false),
  REDIS_URL: z.string().min(1).optional(),
  /** Start of every shared page-cache key in Redis, before the build id (lib/cache/shared-page-cache.mjs reads it as plain Node). */
  PAGE_CACHE_PREFIX: z.string().min(1).default("fiskeganget:"),
  /** How many reverse proxies stand in front of the app; 0 means X-Forwarded-For is not trusted at all. */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|true|false)$/, "TRUST_PROXY must be a number of proxies, true or false")
    .default("0")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value))),
  /** Multiplies every rate limit (e.g. 20 for an end-to-end run where all traffic shares one client key). */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
  /** The longest a login waits when its username has many recent failures (tests make it tiny). */
  LOGIN_DELAY_MAX_MS: z.coerce.number().int().min(0).max(10_000).default(3000),
  UPLOAD_DIR: z.string().min(1).default(".data/uploads"),
  CONTACT_EMAIL: z.email().default("kontakt@fiskeganget.se"),
  VIDEO_CHANNEL_URL: z.url().default("https://www.youtube.com/@fiskeganget"),
});

export type Env = z.infer<typeof schema> & { NEXTAUTH_SECRET: string; SITE_URL: string; isProduction: boolean };

let cached: Env | undefined;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const value = parsed.data;
  const isProduction = value.NODE_ENV === "production";
  if (isProduction && !value.NEXTAUTH_SECRET && !isBuilding()) {
    throw new Error(
      "NEXTAUTH_SECRET must be set (32+ random characters, e.g. `openssl rand -hex 32`) when the site runs in production",
    );
  }
  return {
    ...value,
    NEXTAUTH_SECRET: value.NEXTAUTH_SECRET ?? DEV_SECRET,
    SITE_URL: (value.SITE_URL ?? value.NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, ""),
    isProduction,
  };
}

/** Whether this process is `next build` prerendering pages (settings that only a running server needs wait). */
export function isBuilding(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** The validated environment. Throws with every problem listed when something is missing or malformed. */
export function env(): Env {
  cached ??= load();
  return cached;
}
