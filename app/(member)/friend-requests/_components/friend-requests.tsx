"use client";
// Requests waiting for an answer: Acceptera (the requester is told) or Avböj (removed quietly).
import Link from "next/link";
import { useEffect, useState } from "react";
import { formatDay } from "@/components/profiles/profile-view";
import styles from "@/components/profiles/profiles.module.css";
import { useMember } from "@/components/shell/use-member";
import { apiFetch } from "@/lib/api-client";
import { friendMessages } from "@/lib/friends/messages";
import type { FriendRequestJson } from "@/lib/profiles/types";
import buttons from "@/components/ui/buttons.module.css";

type Working = { id: number; action: "accept" | "decline" } | null;

export function FriendRequests() {
  const { user } = useMember();
  const [requests, setRequests] = useState<FriendRequestJson[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState<Working>(null);
  const [announcement, setAnnouncement] = useState("");
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    void apiFetch<FriendRequestJson[]>("/api/friends/requests", { signal: controller.signal, fallback: friendMessages.loadRequestsFailed }).then(
      (result) => {
        if (result.ok) setRequests(result.data);
        else if (result.reason !== "aborted") setError(friendMessages.loadRequestsFailed);
      },
    );
    return () => controller.abort();
  }, [userId]);

  async function answer(request: FriendRequestJson, action: "accept" | "decline") {
    setWorking({ id: request.friendship_id, action });
    const result = await apiFetch(`/api/friends/${action}/${request.friendship_id}`, {
      method: "POST",
      fallback: action === "accept" ? friendMessages.acceptFailed : "Något gick fel när förfrågan skulle avböjas",
    });
    setWorking(null);
    if (!result.ok) {
      alert(action === "accept" ? friendMessages.acceptFailed : result.error);
      return;
    }
    setRequests((list) => list?.filter((r) => r.friendship_id !== request.friendship_id) ?? null);
    setAnnouncement(action === "accept" ? `${friendMessages.accepted} ${request.username} är nu din matros.` : `${friendMessages.declined}.`);
  }

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>Matros-förfrågningar</h1>
        <Link href="/friends" prefetch={false} className={styles.link}>
          ← Mina Matroser
        </Link>
      </div>
      <p className={styles.muted} role="status" aria-live="polite">
        {announcement}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : requests === null ? (
        <p className={styles.muted} role="status">
          Laddar...
        </p>
      ) : requests.length === 0 ? (
        <div className={styles.notice}>
          <p>
            <strong>Inga väntande förfrågningar</strong>
          </p>
          <p>Alla förfrågningar är hanterade!</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => {
            const realName = [request.firstname, request.lastname].filter(Boolean).join(" ");
            const busy = working?.id === request.friendship_id;
            return (
              <li key={request.friendship_id} className={styles.listItem}>
                <span className={styles.initial} aria-hidden="true">
                  {request.username.charAt(0).toUpperCase()}
                </span>
                <div className={styles.grow}>
                  <Link href={`/profile/${request.user_id}`} prefetch={false}>
                    <strong>{request.username}</strong>
                  </Link>
                  {realName && <p>{realName}</p>}
                  <p className={styles.muted}>Skickad {formatDay(request.created_at)}</p>
                </div>
                <button type="button" className={buttons.primary} disabled={busy} onClick={() => answer(request, "accept")}>
                  {busy && working?.action === "accept" ? "Accepterar..." : "Acceptera"}
                </button>
                <button type="button" className={buttons.small} disabled={busy} onClick={() => answer(request, "decline")}>
                  {busy && working?.action === "decline" ? "Avböjer..." : "Avböj"}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
