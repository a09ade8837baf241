// The browser's side of push, shared by the settings and the logout button. Browser-only, no server imports.

/** This browser's push subscription, or null (no service worker, no push support, none made). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/** On logout: the server forgets this device (POST /api/auth/logout), and the browser stops listening too. */
export async function dropPushSubscription(): Promise<void> {
  try {
    await (await currentPushSubscription())?.unsubscribe();
  } catch (error) {
    console.error("Push-prenumerationen kunde inte avslutas", error);
  }
}
