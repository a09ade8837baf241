import { env } from "@/lib/env";
import { DrawerPanel } from "@/components/shell/drawer";
import { NavLink } from "@/components/shell/nav-link";
import { SiteSearchBox } from "@/components/search/site-search-box";
import styles from "./sidebar.module.css";
import layout from "@/components/ui/layout.module.css";

// Only the main sections are fetched ahead of a click, and only once the visitor shows the intent (nav-link.tsx):
// fetched on sight, they were six requests and their parsing on every first visit. /friends needs a login and only
// redirects a visitor.
const LINKS: { href: string; label: string; prefetch: "intent" | false }[] = [
  { href: "/home", label: "Hem", prefetch: "intent" },
  { href: "/reports", label: "Fångstrapporter", prefetch: "intent" },
  { href: "/arter", label: "Arter", prefetch: false },
  { href: "/karta", label: "Fångstkarta", prefetch: false },
  { href: "/news", label: "Nyheter", prefetch: "intent" },
  { href: "/tavlingar", label: "Tävlingar", prefetch: false },
  { href: "/turer", label: "Fisketurer", prefetch: false },
  { href: "/about", label: "Om oss", prefetch: false },
  { href: "/friends", label: "Mina Matroser", prefetch: false },
];

export function Sidebar() {
  return (
    <DrawerPanel className={styles.sidebar}>
      <div className={styles.search}>
        <SiteSearchBox />
      </div>
      <ul className={`${layout.plainList} ${styles.links}`}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href} className={styles.link} prefetch={link.prefetch}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <a href={env().VIDEO_CHANNEL_URL} className={`${styles.link} ${styles.external}`} target="_blank" rel="noopener noreferrer">
            Videokanalen
            <span className="visually-hidden">(öppnas i en ny flik)</span>
          </a>
        </li>
      </ul>
    </DrawerPanel>
  );
}
