"use client";

import Link, { useLinkStatus } from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { isActivePath } from "@/components/shell/active-path";
import styles from "./nav-link.module.css";

/**
 * A menu link that tells screen readers and the eye which page is open, and says 'Laddar...' while it opens.
 * `prefetch={false}` leaves the page alone until it is clicked (every link in view is otherwise fetched ahead).
 */
export function NavLink({ href, className, prefetch, children }: {
  href: string;
  className?: string;
  prefetch?: false;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const current = isActivePath(pathname, href);
  return (
    <Link href={href} className={className} prefetch={prefetch} aria-current={current ? "page" : undefined}>
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
