import Link from "next/link";
import type { SessionUser } from "@/lib/auth/session";
import { DrawerToggle } from "@/components/shell/drawer";
import { LogoutButton } from "@/components/shell/logout-button";
import { NotificationBell } from "@/components/shell/notification-bell";
import { SessionSwitch } from "@/components/shell/session-context";
import { AdminIcon, HomeIcon, LoginIcon, SettingsIcon, UserIcon } from "@/components/shell/icons";
import { SeaLife } from "@/components/shell/sea-life";
import styles from "./header.module.css";

export function Header({ user }: { user: SessionUser | null }) {
  const member = user && (
    <nav aria-label="Konto" className={styles.account}>
      <Link href="/my-profile" className={styles.action}>
        <UserIcon />
        <span className={styles.actionLabel}>Min profil</span>
      </Link>
      <Link href={`/settings/${user.id}`} className={styles.action}>
        <SettingsIcon />
        <span className={styles.actionLabel}>Inställningar</span>
      </Link>
      <NotificationBell className={styles.action} labelClassName={styles.actionLabel} badgeClassName={styles.badge} />
      {user.isAdmin && (
        <Link href="/admin" className={styles.action}>
          <AdminIcon />
          <span className={styles.actionLabel}>Admin</span>
        </Link>
      )}
      <LogoutButton className={styles.action} labelClassName={styles.actionLabel} />
    </nav>
  );

  const visitor = (
    <Link href="/login" className={`${styles.action} ${styles.login}`}>
      <LoginIcon />
      <span>Logga in</span>
    </Link>
  );

  return (
    <header className={styles.header}>
      <SeaLife />
      <div className={styles.bar}>
        <DrawerToggle />
        <Link href="/home" className={styles.brand}>
          <HomeIcon />
          <span className={styles.title}>Fiskegänget</span>
        </Link>
        <SessionSwitch member={member} visitor={visitor} />
      </div>
    </header>
  );
}
