"use client";
// 'Mina Matroser': cards linking to each friend's profile, with a way to remove one.
import Link from "next/link";
import { useEffect, useState } from "react";
import { formatDay } from "@/components/profiles/profile-view";
import styles from "@/components/profiles/profiles.module.css";
import { useMember } from "@/components/shell/use-member";
import { apiFetch } from "@/lib/api-client";
import { friendMessages } from "@/lib/friends/messages";
import type { FriendJson } from "@/lib/profiles/types";
import { useConfirm } from "@/components/ui/confirm-dialog";
import buttons from "@/components/ui/buttons.module.css";

export function MyFriends() {
  const { confirm, confirmDialog } = useConfirm();
  const { user } = useMember();
  const [friends, setFriends] = useState<FriendJson[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    void apiFetch<FriendJson[]>("/api/friends", { signal: controller.signal, fallback: friendMessages.loadFailed }).then((result) => {
      if (result.ok) setFriends(result.data);
      else if (result.reason !== "aborted") setError(friendMessages.loadFailed);
    });
    return () => controller.abort();
  }, [userId]);

  async function remove(friend: FriendJson) {
    if (!(await confirm(`Vill du ta bort ${friend.username} som matros?`, "Ta bort matros"))) return;
    setBusy(friend.id);
    const result = await apiFetch(`/api/friends/${friend.id}`, { method: "DELETE", fallback: "Kunde inte ta bort matrosen" });
    setBusy(null);
    if (result.ok) setFriends((list) => list?.filter((f) => f.id !== friend.id) ?? null);
    else alert(result.error);
  }

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>Mina Matroser</h1>
        <Link href="/friend-requests" prefetch={false} className={styles.link}>
          Matros-förfrågningar →
        </Link>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : friends === null ? (
        <p className={styles.muted} role="status">
          Laddar...
        </p>
      ) : friends.length === 0 ? (
        <div className={styles.notice}>
          <p>Inga matroser ombord än!</p>
          <p>
            Sök upp andra fiskare och skicka en förfrågan. <Link href="/search-results">Hitta matroser</Link>
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {friends.map((friend) => {
            const realName = [friend.firstname, friend.lastname].filter(Boolean).join(" ");
            return (
              <li key={friend.id} className={styles.listItem}>
                <span className={styles.initial} aria-hidden="true">
                  {friend.username.charAt(0).toUpperCase()}
                </span>
                <div className={styles.grow}>
                  <Link href={`/profile/${friend.id}`} prefetch={false}>
                    <strong>{friend.username}</strong>
                  </Link>
                  {!friend.is_anonymous && realName && <p>{realName}</p>}
                  <p className={styles.muted}>Matros sedan {formatDay(friend.friend_since)}</p>
                </div>
                <button
                  type="button"
                  className={buttons.danger}
                  disabled={busy === friend.id}
                  onClick={() => remove(friend)}
                  aria-label={`Ta bort ${friend.username} som matros`}
                >
                  {busy === friend.id ? "Tar bort..." : "Ta bort"}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {confirmDialog}
    </div>
  );
}
