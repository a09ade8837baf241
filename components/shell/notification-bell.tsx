"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { useSession } from "@/components/shell/session-context";
import { BellIcon } from "@/components/shell/icons";
import { badgeLabel, bellLabel, NOTIFICATION_POLL_MS } from "@/components/shell/notification-badge";

export function NotificationBell({ className, badgeClassName, labelClassName }: {
  className?: string;
  badgeClassName?: string;
  labelClassName?: string;
}) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [unread, setUnread] = useState(0);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const pending = request;

    async function poll() {
      // SPEC §4: polled while logged in; a hidden tab waits until it is looked at again.
      if (document.visibilityState === "hidden") return;
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      const result = await apiFetch<{ unreadCount: number }>("/api/notifications/unread-count", {
        signal: controller.signal,
        accept: (data): data is { unreadCount: number } => typeof (data as { unreadCount?: unknown })?.unreadCount === "number",
      });
      if (result.ok) setUnread(result.data.unreadCount);
      // SPEC §8: a failed badge fetch is only logged.
      else if (result.reason !== "aborted") console.error("Kunde inte hämta notifikationer", result.error);
    }

    function pollWhenVisible() {
      if (document.visibilityState === "visible") void poll();
    }

    void poll();
    const timer = window.setInterval(() => void poll(), NOTIFICATION_POLL_MS);
    document.addEventListener("visibilitychange", pollWhenVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", pollWhenVisible);
      pending.current?.abort();
    };
  }, [userId]);

  // Opening the notifications clears the badge; a count already on its way would be out of date.
  function openNotifications() {
    request.current?.abort();
    setUnread(0);
  }

  if (userId === null) return null;

  return (
    <Link href="/notifications" prefetch={false} className={className} aria-label={bellLabel(unread)} onClick={openNotifications}>
      <BellIcon />
      <span className={labelClassName} aria-hidden="true">
        Notifikationer
      </span>
      {/* The visible words and number read "Notifikationer 1", which the name ("Notifikationer, 1 oläst") contains
          (WCAG 2.5.3, label in name); without the space they would run together. */}
      {unread > 0 && " "}
      {unread > 0 && (
        <span className={badgeClassName} aria-hidden="true">
          {badgeLabel(unread)}
        </span>
      )}
    </Link>
  );
}
