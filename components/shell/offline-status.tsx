"use client";
// Says when the page was opened without a connection (it then comes from what the phone kept), starts the
// service worker once the page has loaded, and has a member's saved catches sent when the connection returns.
// Both helpers load on their own after the page, so the first load carries only this component.
import { useEffect, useSyncExternalStore } from "react";
import { useSession } from "@/components/shell/session-context";
import styles from "./offline-status.module.css";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function OfflineStatus() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const { user } = useSession();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () =>
      void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => console.error("Service worker kunde inte registreras", error));
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);

  useEffect(() => {
    if (userId === null) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import("@/lib/offline/background-send").then(({ sendWhenOnline }) => {
      if (!cancelled) stop = sendWhenOnline(userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);

  return (
    <div role="status" className={online ? "visually-hidden" : styles.banner}>
      {online ? null : "Du är offline – du ser sparade sidor"}
    </div>
  );
}
