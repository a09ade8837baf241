"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useSessionUser } from "@/components/shell/session-context";
import { BellIcon } from "@/components/shell/icons";
import { badgeLabel, bellLabel, NOTIFICATION_POLL_MS } from "@/components/shell/notification-badge";

export function NotificationBell({ className, badgeClassName, labelClassName }: {
  className?: string;
  badgeClassName?: string;
  labelClassName?: string;
}) {
  const { user } = useSessionUser();
  const userId = user?.id ?? null;
  const [unread, setUnread] = useState(0);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const pending = request;

    async function poll() {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      try {
        const res = await fetch("/api/notifications/unread-count", {
          credentials: "same-origin",
          cache: "no-store",
          signal: controller.signal,
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = (await res.json()) as { unreadCount?: unknown };
        if (!controller.signal.aborted && typeof body.unreadCount === "number") setUnread(body.unreadCount);
      } catch (error) {
        if (!controller.signal.aborted) console.error("Kunde inte hämta notifikationer", error);
      }
    }

    void poll();
    const timer = window.setInterval(() => void poll(), NOTIFICATION_POLL_MS);
    return () => {
      window.clearInterval(timer);
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
    <Link href="/notifications" className={className} aria-label={bellLabel(unread)} onClick={openNotifications}>
      <BellIcon />
      <span className={labelClassName} aria-hidden="true">
        Notifikationer
      </span>
      {unread > 0 && (
        <span className={badgeClassName} aria-hidden="true">
          {badgeLabel(unread)}
        </span>
      )}
    </Link>
  );
}
