"use client";
// The header's account controls, from the session in the browser: 'Laddar...' while it is checked, then the
// member's links or the login link. The pages around it are the same for everyone.
import Link from "next/link";
import { LogoutButton } from "@/components/shell/logout-button";
import { NotificationBell } from "@/components/shell/notification-bell";
import { useSession } from "@/components/shell/session-context";
import { AdminIcon, LoginIcon, SettingsIcon, UserIcon } from "@/components/shell/icons";
import styles from "./header.module.css";

export function AccountNav() {
  const { status, user } = useSession();

  if (status === "loading") {
    return (
      <p className={`${styles.account} ${styles.pending}`} role="status">
        Laddar...
      </p>
    );
  }

  if (!user) {
    return (
      <Link href="/login" prefetch={false} className={`${styles.action} ${styles.login}`}>
        <LoginIcon />
        <span>Logga in</span>
      </Link>
    );
  }

  return (
    <nav aria-label="Konto" className={styles.account}>
      <Link href="/my-profile" prefetch={false} className={styles.action}>
        <UserIcon />
        <span className={styles.actionLabel}>Min profil</span>
      </Link>
      <Link href={`/settings/${user.id}`} prefetch={false} className={styles.action}>
        <SettingsIcon />
        <span className={styles.actionLabel}>Inställningar</span>
      </Link>
      <NotificationBell className={styles.action} labelClassName={styles.actionLabel} badgeClassName={styles.badge} />
      {user.isAdmin && (
        <Link href="/admin" prefetch={false} className={styles.action}>
          <AdminIcon />
          <span className={styles.actionLabel}>Admin</span>
        </Link>
      )}
      <LogoutButton className={styles.action} labelClassName={styles.actionLabel} />
    </nav>
  );
}
