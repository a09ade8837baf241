"use client";
// 'Slå på push' for this device: permission is asked only when the member presses it; 'Stäng av push' forgets it.
import { useEffect, useState } from "react";
import styles from "@/components/profiles/profiles.module.css";
import buttons from "@/components/ui/buttons.module.css";
import { FormAlert } from "@/components/ui/form-alert";
import { apiFetch } from "@/lib/api-client";
import { currentPushSubscription as currentSubscription } from "@/lib/delivery/browser-push";
import local from "./notification-section.module.css";

type State = "checking" | "unsupported" | "off" | "on" | "denied";

/** The VAPID key as the Push API takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function PushToggle({ vapidPublicKey, disabled }: { vapidPublicKey: string | null; disabled: boolean }) {
  const [state, setState] = useState<State>("checking");
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    let stale = false;
    void (async (): Promise<State> => {
      if (!vapidPublicKey || !("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return "unsupported";
      if (Notification.permission === "denied") return "denied";
      const subscription = await currentSubscription().catch(() => null);
      if (!subscription) return "off";
      // The server may have forgotten this device (a logout elsewhere, a gone answer): tell it again; it is the same row.
      const synced = await apiFetch("/api/notifications/push", { method: "POST", json: subscription.toJSON() });
      return synced.ok ? "on" : "off";
    })().then((found) => {
      if (!stale) setState(found);
    });
    return () => {
      stale = true;
    };
  }, [vapidPublicKey]);

  async function turnOn() {
    setBusy(true);
    setAlert(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "denied" : "off");
        return;
      }
      const registration = (await navigator.serviceWorker.getRegistration()) ?? (await navigator.serviceWorker.register("/sw.js", { scope: "/" }));
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey!) });
      const result = await apiFetch("/api/notifications/push", { method: "POST", json: subscription.toJSON(), fallback: "Kunde inte slå på push" });
      if (!result.ok) {
        await subscription.unsubscribe().catch(() => {});
        setAlert(result.error);
        return;
      }
      setState("on");
    } catch (error) {
      console.error("push subscribe failed", error);
      setAlert("Webbläsaren kunde inte slå på push. Försök igen senare.");
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setAlert(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const result = await apiFetch("/api/notifications/push", { method: "DELETE", json: { endpoint: subscription.endpoint }, fallback: "Kunde inte stänga av push" });
        if (!result.ok) {
          setAlert(result.error);
          return;
        }
        await subscription.unsubscribe().catch(() => {});
      }
      setState("off");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={local.push}>
      <h3 className={styles.subheading}>Push på den här enheten</h3>
      {state === "unsupported" ? (
        <p className={styles.muted}>Den här webbläsaren kan inte ta emot push-notiser från Fiskegänget.</p>
      ) : state === "denied" ? (
        <p className={styles.muted}>Du har blockerat notiser för Fiskegänget i webbläsaren. Tillåt dem i webbläsarens inställningar för att slå på push.</p>
      ) : (
        <>
          <p className={styles.muted} role="status">
            {state === "checking" ? "Kontrollerar..." : state === "on" ? "Push är påslaget på den här enheten." : "Push är avslaget på den här enheten."}
          </p>
          <div className={styles.actions}>
            {state === "on" ? (
              <button type="button" className={buttons.small} onClick={turnOff} disabled={busy}>
                {busy ? "Stänger av..." : "Stäng av push"}
              </button>
            ) : (
              <button type="button" className={buttons.small} onClick={turnOn} disabled={busy || disabled || state === "checking"}>
                {busy ? "Slår på..." : "Slå på push"}
              </button>
            )}
          </div>
        </>
      )}
      <FormAlert message={alert} />
    </div>
  );
}
