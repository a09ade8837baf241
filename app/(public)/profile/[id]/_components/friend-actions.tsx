"use client";
// A logged-in member's add-friend button on another member's profile, with the states of SPEC §4. Loaded by
// profile-actions.tsx for members only, so a visitor's profile page carries none of it.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import styles from "@/components/profiles/profiles.module.css";
import { apiFetch } from "@/lib/api-client";
import { friendMessages } from "@/lib/friends/messages";
import type { FriendshipState } from "@/lib/profiles/types";
import { useConfirm } from "@/components/ui/confirm-dialog";
import buttons from "@/components/ui/buttons.module.css";
import { FriendPlaceholder, LOGIN_REQUIRED } from "./friend-placeholder";

/** SPEC §9: the button shows 'sent' or the error for 3 s, then returns. */
const FRIEND_BUTTON_RESET_MS = 3000;

type Phase = "idle" | "sending" | "sent" | "error";

function isState(value: unknown): value is { state: FriendshipState } {
  return typeof (value as { state?: unknown } | null)?.state === "string";
}

export function FriendActions({ profileId }: { profileId: number }) {
  const [friendship, setFriendship] = useState<FriendshipState | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const { confirm, confirmDialog } = useConfirm();

  useEffect(() => {
    const controller = new AbortController();
    void apiFetch(`/api/friends/status/${profileId}`, { accept: isState, signal: controller.signal }).then((result) => {
      if (result.ok) setFriendship(result.data.state);
      else if (result.reason !== "aborted") setFriendship("none");
    });
    return () => controller.abort();
  }, [profileId]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function settle(next: Phase, state?: FriendshipState) {
    setPhase(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setPhase("idle");
      setError(null);
      if (state) setFriendship(state);
    }, FRIEND_BUTTON_RESET_MS);
  }

  async function sendRequest() {
    setPhase("sending");
    const result = await apiFetch<{ status: "sent" | "accepted" }>(`/api/friends/request/${profileId}`, {
      method: "POST",
      fallback: "Kunde inte skicka förfrågan",
    });
    if (result.ok) settle("sent", result.data.status === "accepted" ? "friends" : "sent");
    else {
      setError(result.status === 401 ? LOGIN_REQUIRED : result.error);
      settle("error");
    }
  }

  async function removeFriend(question: string, confirmLabel: string) {
    if (!(await confirm(question, confirmLabel))) return;
    setPhase("sending");
    const result = await apiFetch(`/api/friends/${profileId}`, { method: "DELETE", fallback: "Kunde inte ta bort matrosen" });
    setPhase("idle");
    if (result.ok) setFriendship("none");
    else alert(result.error);
  }

  if (friendship === null) return <FriendPlaceholder />;

  if (phase === "sent") return <p className={styles.buttonState} role="status">Förfrågan skickad!</p>;
  if (phase === "error") return <p className={`${styles.buttonState} ${styles.errorText}`} role="alert">{error ?? friendMessages.acceptFailed}</p>;

  switch (friendship) {
    case "friends":
      return (
        <>
          <button type="button" className={buttons.danger} disabled={phase === "sending"} onClick={() => removeFriend("Vill du ta bort den här matrosen?", "Ta bort matros")}>
            {phase === "sending" ? "Tar bort..." : "Ta bort matros"}
          </button>
          {confirmDialog}
        </>
      );
    case "sent":
      return (
        <>
          <button type="button" className={buttons.small} disabled={phase === "sending"} onClick={() => removeFriend("Vill du ta tillbaka din förfrågan?", "Ta tillbaka")}>
            {phase === "sending" ? "Tar tillbaka..." : "Förfrågan skickad – ta tillbaka"}
          </button>
          {confirmDialog}
        </>
      );
    case "received":
      return (
        <Link href="/friend-requests" prefetch={false} className={buttons.primary}>
          Svara på förfrågan
        </Link>
      );
    default:
      return (
        <button type="button" className={buttons.primary} disabled={phase === "sending"} aria-busy={phase === "sending" || undefined} onClick={sendRequest}>
          {phase === "sending" ? "Skickar..." : "Lägg till som matros"}
        </button>
      );
  }
}
