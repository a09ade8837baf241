"use client";
// The member's notifications. Clicking one marks it read (a failure is only logged) and goes where SPEC §2 says.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import styles from "@/components/profiles/profiles.module.css";
import { useMember } from "@/components/shell/use-member";
import { apiFetch } from "@/lib/api-client";
import { notificationTarget, type NotificationJson, type NotificationPage } from "@/lib/notifications/types";
import buttons from "@/components/ui/buttons.module.css";

const LOAD_FAILED = "Kunde inte ladda notifikationer";

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString("sv-SE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Stockholm" });
}

export function NotificationList() {
  const { user } = useMember();
  const router = useRouter();
  const [items, setItems] = useState<NotificationJson[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    void apiFetch<NotificationPage>("/api/notifications", { signal: controller.signal, fallback: LOAD_FAILED }).then((result) => {
      if (result.ok) {
        setItems(result.data.notifications);
        setNextCursor(result.data.nextCursor);
      } else if (result.reason !== "aborted") setError(LOAD_FAILED);
    });
    return () => controller.abort();
  }, [userId]);

  async function loadMore() {
    if (!nextCursor) return;
    setLoadingMore(true);
    const result = await apiFetch<NotificationPage>(`/api/notifications?cursor=${encodeURIComponent(nextCursor)}`, { fallback: LOAD_FAILED });
    setLoadingMore(false);
    if (result.ok) {
      setItems((list) => [...(list ?? []), ...result.data.notifications]);
      setNextCursor(result.data.nextCursor);
    } else alert(LOAD_FAILED);
  }

  async function open(notification: NotificationJson) {
    if (!notification.is_read) {
      const result = await apiFetch(`/api/notifications/${notification.id}/read`, { method: "PUT" });
      if (result.ok) setItems((list) => list?.map((n) => (n.id === notification.id ? { ...n, is_read: true } : n)) ?? null);
      else console.error("Kunde inte markera notifikationen som läst", result.error);
    }
    const target = notificationTarget(notification);
    if (target) router.push(target);
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Notifikationer</h1>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : items === null ? (
        <p className={styles.muted} role="status">
          Laddar notifikationer...
        </p>
      ) : items.length === 0 ? (
        <p className={styles.notice}>Inga notifikationer än</p>
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((notification) => (
              <li key={notification.id} className={`${styles.listItem} ${notification.is_read ? "" : styles.listItemUnread}`}>
                <button type="button" className={styles.cardButton} onClick={() => open(notification)}>
                  <span>{notification.message}</span>
                  <span className={styles.metaLine}>
                    <time dateTime={notification.created_at} className={styles.muted}>
                      {formatTime(notification.created_at)}
                    </time>
                    {!notification.is_read && <span className={styles.unreadMark}>Oläst</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {nextCursor && (
            <button type="button" className={buttons.small} onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? "Laddar..." : "Visa fler"}
            </button>
          )}
        </>
      )}
    </div>
  );
}
