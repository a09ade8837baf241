"use client";
// The viewer's part of a profile: the owner gets 'Redigera profil' and 'Lägg till rapport', a member the
// add-friend button with the states of SPEC §4, a visitor a button that says to log in. A box of fixed height
// holds the place while the session is checked, so nothing moves.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useSession } from "@/components/shell/session-context";
import styles from "@/components/profiles/profiles.module.css";
import { apiFetch } from "@/lib/api-client";
import { friendMessages } from "@/lib/friends/messages";
import type { FriendshipState } from "@/lib/profiles/types";
import { useConfirm } from "@/components/ui/confirm-dialog";
import buttons from "@/components/ui/buttons.module.css";

const LOGIN_REQUIRED = "Du måste vara inloggad för att lägga till matroser";
/** SPEC §9: the button shows 'sent' or the error for 3 s, then returns. */
const FRIEND_BUTTON_RESET_MS = 3000;

type Phase = "idle" | "sending" | "sent" | "error";

function isState(value: unknown): value is { state: FriendshipState } {
  return typeof (value as { state?: unknown } | null)?.state === "string";
}

export function ProfileActions({ profileId }: { profileId: number }) {
  const { status, user } = useSession();
  const [friendship, setFriendship] = useState<FriendshipState | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const own = user?.id === profileId;
  const { confirm, confirmDialog } = useConfirm();

  useEffect(() => {
    if (status !== "member" || own) return;
    const controller = new AbortController();
    void apiFetch(`/api/friends/status/${profileId}`, { accept: isState, signal: controller.signal }).then((result) => {
      if (result.ok) setFriendship(result.data.state);
      else if (result.reason !== "aborted") setFriendship("none");
    });
    return () => controller.abort();
  }, [status, own, profileId]);

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
    if (status !== "member") {
      alert(LOGIN_REQUIRED);
      return;
    }
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

  if (status === "loading" || (status === "member" && !own && friendship === null)) {
    return (
      <span className={`${buttons.small} ${styles.placeholder}`} aria-hidden="true">
        Laddar...
      </span>
    );
  }

  if (own) {
    return (
      <>
        <Link href={`/settings/${profileId}`} prefetch={false} className={buttons.primary}>
          Redigera profil
        </Link>
        <Link href="/reports" prefetch={false} className={buttons.small}>
          Lägg till rapport
        </Link>
      </>
    );
  }

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
