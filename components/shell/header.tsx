import Link from "next/link";
import { AccountNav } from "@/components/shell/account-nav";
import { DrawerToggle } from "@/components/shell/drawer";
import { SeaLife } from "@/components/shell/sea-life";
import styles from "./header.module.css";

/** The same for every visitor, so pages can be cached; the account controls fill in from the browser's session. */
export function Header() {
  return (
    <header className={styles.header}>
      <SeaLife />
      <div className={styles.bar}>
        <DrawerToggle />
        <Link href="/home" prefetch={false} className={styles.brand}>
          <span className={styles.title}>Fiskegänget</span>
        </Link>
        <AccountNav />
      </div>
    </header>
  );
}
