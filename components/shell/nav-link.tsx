"use client";

import Link, { useLinkStatus } from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useRef, type ReactNode } from "react";
import { isActivePath } from "@/components/shell/active-path";
import styles from "./nav-link.module.css";

/**
 * A menu link that tells screen readers and the eye which page is open, and says 'Laddar...' while it opens.
 * `prefetch="intent"` fetches the page ahead when a pointer rests on the link, a finger touches it or the keyboard
 * reaches it, never merely because the menu is in view: a first visit then downloads and parses nothing it may not
 * need. `prefetch={false}` leaves the page alone until it is clicked.
 */
export function NavLink({ href, className, prefetch, children }: {
  href: string;
  className?: string;
  prefetch: "intent" | false;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const fetched = useRef(false);
  const current = isActivePath(pathname, href);
  const fetchAhead =
    prefetch === "intent" && !current
      ? () => {
          if (fetched.current) return;
          fetched.current = true;
          router.prefetch(href);
        }
      : undefined;
  return (
    <Link
      href={href}
      className={className}
      prefetch={false}
      aria-current={current ? "page" : undefined}
      onMouseEnter={fetchAhead}
      onTouchStart={fetchAhead}
      onFocus={fetchAhead}
    >
      {children}
      <PendingHint />
    </Link>
  );
}

// Pages render on the server; on a slow connection the click would otherwise seem to do nothing.
function PendingHint() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span className={styles.pending} role="status">
      Laddar...
    </span>
  ) : null;
}
