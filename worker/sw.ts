/// <reference no-default-lib="true" />
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// The service worker (/sw.js, built by scripts/build/service-worker.mjs): the build's scripts and styles and the
// /offline page precached; public pages the person opened kept for a week and shown when there is no network;
// nothing private ever kept; saved catches sent on Background Sync (docs/decisions/180-offline-logging.md).
import { ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistGlobalConfig, type SerwistPlugin } from "serwist";
import { listCatches } from "@/lib/offline/catch-queue";
import { flushCatches } from "@/lib/offline/flush";
import { isKeptPage, KEPT_CACHES, OFFLINE_PAGE, SEND_CATCHES_TAG } from "@/lib/offline/policy";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** Keeps an answer only when it is a whole public page: 200, HTML, and not marked private or no-store. */
const onlyPublicPages: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const cacheControl = response.headers.get("cache-control") ?? "";
    if (response.status !== 200 || response.redirected) return null;
    if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return null;
    if (/\b(private|no-store)\b/i.test(cacheControl)) return null;
    return response;
  },
};

/** Keeps a photo only when it came whole (not a 404 for a deleted report, not a 503 while storage is down). */
const onlyWholeImages: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !/\bno-store\b/i.test(response.headers.get("cache-control") ?? "") ? response : null),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      // Public pages: always the network's answer when there is one (within 6 s), the kept copy when not.
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && isKeptPage(url),
      handler: new NetworkFirst({
        cacheName: KEPT_CACHES.pages,
        networkTimeoutSeconds: 6,
        plugins: [onlyPublicPages, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: WEEK_SECONDS, purgeOnQuotaError: true })],
      }),
    },
    {
      // Every other page (member pages, login, admin): never kept; without network the offline page.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      handler: new NetworkOnly(),
    },
    {
      // Photos of reports and profiles seen on those pages.
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === "GET" && url.pathname.startsWith("/uploads/"),
      handler: new NetworkFirst({
        cacheName: KEPT_CACHES.images,
        networkTimeoutSeconds: 6,
        plugins: [onlyWholeImages, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: WEEK_SECONDS, purgeOnQuotaError: true })],
      }),
    },
    {
      // The icons and the manifest (public/ files keep their names when they change).
      matcher: ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith("/icons/") || url.pathname === "/manifest.webmanifest"),
      handler: new StaleWhileRevalidate({ cacheName: KEPT_CACHES.assets }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === "document" }],
  },
});

serwist.addEventListeners();

/** The member logged in on this device, asked of the server (never kept). */
async function currentMemberId(): Promise<number | null> {
  try {
    const response = await fetch("/api/auth/me", { credentials: "same-origin", cache: "no-store", headers: { accept: "application/json" } });
    if (!response.ok) return null;
    const me = (await response.json()) as { id?: unknown };
    return typeof me.id === "number" ? me.id : null;
  } catch {
    return null;
  }
}

type SyncEvent = ExtendableEvent & { tag: string };

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SEND_CATCHES_TAG) return;
  sync.waitUntil(
    (async () => {
      const userId = await currentMemberId();
      if (userId === null) return;
      const result = await flushCatches(userId, { force: true });
      // Catches left waiting for the network: failing the sync has the browser try again later, by its own backoff.
      const waiting = result ? (await listCatches(userId)).some((record) => record.state === "waiting") : false;
      if (waiting) throw new Error("Fångster väntar fortfarande på täckning");
    })(),
  );
});

/**
 * A push carries only the notification's text and the path it leads to (lib/delivery/dispatch.ts). Only paths on
 * this site are opened, whatever a payload says.
 */
function pushContent(data: unknown): { body: string; url: string } {
  const payload = (data ?? {}) as { body?: unknown; url?: unknown };
  const body = typeof payload.body === "string" ? payload.body.slice(0, 300) : "Du har en ny notifikation";
  const url = typeof payload.url === "string" && payload.url.startsWith("/") && !payload.url.startsWith("//") ? payload.url : "/notifications";
  return { body, url };
}

self.addEventListener("push", (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    data = null;
  }
  const { body, url } = pushContent(data);
  event.waitUntil(self.registration.showNotification("Fiskegänget", { body, icon: "/icons/icon-192.png", badge: "/icons/icon-192.png", data: { url } }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url } = pushContent(event.notification.data);
  event.waitUntil(
    (async () => {
      const target = new URL(url, self.location.origin).href;
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target).catch(() => self.clients.openWindow(target));
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
