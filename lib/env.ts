// The one place that reads process.env. Validated once, on first use, so `next build` can import it.
import { z } from "zod";
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from "@/lib/map-tiles.mjs";

const DEV_SECRET = "fiskeganget-development-secret-do-not-use-in-production";

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL saknas"),
  NEXTAUTH_SECRET: z.string().min(32).optional(),
  NEXTAUTH_URL: z.url().optional(),
  SITE_URL: z.url().optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  /** Resend's API address (the resend package reads it too); a fake Resend in tests and benches. */
  RESEND_BASE_URL: z.url().optional(),
  /** The signing secret of Resend's webhook (whsec_…), for bounces and complaints; unset: the webhook refuses all. */
  RESEND_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, "RESEND_WEBHOOK_SECRET must start with whsec_").optional(),
  /** Web push (VAPID) keys, base64url, made by `npm run push:keys`; without them push is off. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, "VAPID_PUBLIC_KEY must be base64url").optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, "VAPID_PRIVATE_KEY must be base64url").optional(),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must start with mailto: or https://").optional(),
  /**
   * The push services a production server sends to (host names; a subdomain counts): the browsers' own. Anything
   * else a browser could not have given, so it is refused rather than posted to.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default("fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com")
    .transform((value) => value.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean)),
  /** E-mail about one kind of notification goes at most once in this many minutes, with every event since. */
  NOTIFICATION_MAIL_WINDOW_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  /** Whether this process runs the job queue's work (lib/jobs): "off" serves pages only, beside `npm run worker`. */
  JOBS: z.enum(["all", "off"]).default("all"),
  /** How often a process running jobs looks for jobs nobody announced: a retry's pause over, a job sent without NOTIFY. */
  JOBS_POLL_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** How often it looks for jobs whose process stopped (a missed heartbeat, a run past its time) and hands them on. */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
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
  /** Keys the in-process rate-limit counters hold together (the memory store, or Redis's fallback); oldest out first. */
  RATE_LIMIT_MEMORY_MAX_KEYS: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
  /** The longest a login waits when its username has many recent failures (tests make it tiny). */
  LOGIN_DELAY_MAX_MS: z.coerce.number().int().min(0).max(10_000).default(3000),
  UPLOAD_DIR: z.string().min(1).default(".data/uploads"),
  /** Uploads in an S3-compatible bucket instead of UPLOAD_DIR; the endpoint is only needed outside AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s) address, e.g. http://127.0.0.1:9000" }).optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** bucket in the path (http://host/bucket/key) rather than the host name: MinIO and s3rver need it */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  CONTACT_EMAIL: z.email().default("kontakt@fiskeganget.se"),
  VIDEO_CHANNEL_URL: z.url().default("https://www.youtube.com/@fiskeganget"),
  /** The catch map's raster tiles, {z}/{x}/{y} in the template; the production server's CSP allows its host. */
  MAP_TILE_URL: z.string().trim().min(1).default(DEFAULT_MAP_TILE_URL),
  /** Who the map's tiles and data come from, shown on the map as their licence asks. */
  MAP_ATTRIBUTION: z.string().trim().min(1).default(DEFAULT_MAP_ATTRIBUTION),
  /** SMHI's open meteorological observations (metobs, API version 1.0), where a catch's weather is looked up. */
  SMHI_METOBS_URL: z.url({ protocol: /^https?$/ }).default("https://opendata-download-metobs.smhi.se/api"),
  /** SMHI's point forecast (pmp3g, version 2), read by /fiskevader. */
  SMHI_FORECAST_URL: z.url({ protocol: /^https?$/ }).default("https://opendata-download-metfcst.smhi.se/api"),
  /** How long one request to SMHI may take before it counts as failed and is retried. */
  SMHI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** At most this many catches are looked up at once in a server process (SMHI's fair use). */
  CONDITIONS_CONCURRENCY: z.coerce.number().int().min(1).max(10).default(2),
  /** Whether posted catches get their weather looked up at all (off in the integration tests' environment). */
  CONDITIONS_LOOKUPS: z.stringbool().default(true),
});

export type S3Settings = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type Env = z.infer<typeof schema> & {
  NEXTAUTH_SECRET: string;
  SITE_URL: string;
  isProduction: boolean;
  /** The object store for uploads, or null for the local disk under UPLOAD_DIR. */
  s3: S3Settings | null;
};

let cached: Env | undefined;

const S3_REQUIRED = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

// All or nothing: a half-configured bucket would otherwise quietly fall back to the local disk, where a second
// app server cannot see the files.
function s3Settings(value: z.infer<typeof schema>): S3Settings | null {
  const given = [...S3_REQUIRED, "S3_ENDPOINT" as const].filter((name) => value[name] !== undefined);
  if (given.length === 0) return null;
  const missing = S3_REQUIRED.filter((name) => value[name] === undefined);
  if (missing.length > 0) {
    throw new Error(`Invalid environment: ${given.join(", ")} set but ${missing.join(", ")} missing; uploads in S3 need all of ${S3_REQUIRED.join(", ")} (S3_ENDPOINT outside AWS)`);
  }
  return {
    endpoint: value.S3_ENDPOINT,
    bucket: value.S3_BUCKET!,
    region: value.S3_REGION!,
    accessKeyId: value.S3_ACCESS_KEY_ID!,
    secretAccessKey: value.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: value.S3_FORCE_PATH_STYLE,
  };
}

/** Validates a set of variables (process.env by default); throws with every problem listed. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
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
    s3: s3Settings(value),
  };
}

/** Whether this process is `next build` prerendering pages (settings that only a running server needs wait). */
export function isBuilding(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** The validated environment. Throws with every problem listed when something is missing or malformed. */
export function env(): Env {
  cached ??= readEnv();
  return cached;
}
