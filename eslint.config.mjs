import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * The house, bottom to top (docs/decisions/200-layers-as-a-lint-rule.md). A file may import from its own layer and
 * the layers below it, never from a layer above; inside lib/ no import may close a circle either, so two folders of
 * one layer may depend on each other in one direction only. Tests are exempt: they drive whole journeys.
 * A new lib/ folder joins exactly one layer here before its first import.
 */
export const LAYERS = [
  {
    name: "foundation",
    why: "the environment, the database client, the error shape, field rules, geometry and logging",
    paths: ["lib/!(http).{ts,tsx,mts,mjs}", "lib/validation", "lib/geo", "lib/log"],
  },
  {
    name: "services",
    why: "what every domain uses and none owns: audit log, page cache, mail, images, limits, storage, outages",
    paths: ["lib/audit", "lib/cache", "lib/mail", "lib/images", "lib/rate-limit", "lib/storage", "lib/outage"],
  },
  {
    name: "members",
    why: "who is asking and what they may see: privacy, sessions, blocked addresses, notifications, report rows, route()",
    paths: ["lib/privacy", "lib/auth", "lib/blocked-emails", "lib/notifications", "lib/report-rows", "lib/http.ts"],
  },
  {
    name: "domains",
    why: "one folder per kind of thing members create or change",
    paths: [
      "lib/news",
      "lib/moderation",
      "lib/comments",
      "lib/species",
      "lib/reports",
      "lib/map",
      "lib/stats",
      "lib/likes",
      "lib/friends",
      "lib/profiles",
      "lib/conditions",
      "lib/email-change",
      "lib/consent",
      "lib/password-reset",
      "lib/offline",
      "lib/delivery",
      "lib/competitions",
      "lib/trips",
    ],
  },
  {
    name: "accounts",
    why: "registering, logging in (with a password, a passkey or an admin's second factor) and deleting a member, across the domains",
    paths: ["lib/accounts", "lib/passkeys", "lib/second-factor"],
  },
  {
    name: "features",
    why: "what is built from the domains: the admin panel, share cards, search, the feed, the logbook's export and import, the background jobs",
    paths: ["lib/admin", "lib/share", "lib/search", "lib/feed", "lib/logbook-export", "lib/logbook-import", "lib/jobs"],
  },
  { name: "components", why: "UI shared by several screens", paths: ["components"] },
  { name: "app", why: "pages and route handlers", paths: ["app", "proxy.ts", "instrumentation.ts"] },
];

/** One zone per (layer, higher path): the layer's files may not import from that path. */
function layerZones(layers) {
  return layers.flatMap((layer, index) =>
    layers.slice(index + 1).flatMap((higher) =>
      higher.paths.map((from) => ({
        target: layer.paths.map((path) => `./${path}`),
        from: `./${from}`,
        message: `"${layer.name}" may not import from "${higher.name}", a layer above it: move the shared piece down (eslint.config.mjs, LAYERS).`,
      })),
    ),
  );
}

const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [".next*/**", "generated/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "public/sw.js"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["lib/**", "components/**", "app/**", "proxy.ts", "instrumentation.ts"],
    ignores: TESTS,
    rules: {
      "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones(LAYERS) }],
    },
  },
  {
    files: ["lib/**"],
    ignores: TESTS,
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
];

export default config;
