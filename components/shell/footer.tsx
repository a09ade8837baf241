import Link from "next/link";
import type { ReactNode } from "react";
import { env } from "@/lib/env";
import styles from "./footer.module.css";

type FooterLink = { href: string; label: string };

const QUICK_LINKS: FooterLink[] = [
  { href: "/home", label: "Hem" },
  { href: "/reports", label: "Fångstrapporter" },
  { href: "/news", label: "Nyheter" },
  { href: "/about", label: "Om oss" },
];

const COMMUNITY_LINKS: FooterLink[] = [
  { href: "/friends", label: "Mina Matroser" },
  { href: "/search-results", label: "Hitta medlemmar" },
  { href: "/notifications", label: "Notifikationer" },
];

const CONTACT_LINKS: FooterLink[] = [
  { href: "/contact", label: "Kontakta oss" },
  { href: "/privacy", label: "Integritetspolicy" },
  { href: "/terms", label: "Användarvillkor" },
];

/** A headed column of links; `before` and `after` hold the items that are not site links. */
function LinkColumn({ id, heading, links, as: Tag, before, after }: { id: string; heading: string; links: FooterLink[]; as: "nav" | "section"; before?: ReactNode; after?: ReactNode }) {
  return (
    <Tag aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {before}
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false}>
              {link.label}
            </Link>
          </li>
        ))}
        {after}
      </ul>
    </Tag>
  );
}

// The footer's links are not fetched ahead: they are seldom used and would otherwise be fetched on every page
// whose footer scrolls into view.
export function Footer() {
  const { CONTACT_EMAIL, VIDEO_CHANNEL_URL } = env();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand">Fiskegänget</h2>
          <p>
            En mötesplats för alla som älskar att fiska – från första abborren på bryggan till gäddan i
            skärgården. Dela dina fångster, lär av andra och hitta nya matroser.
          </p>
        </section>

        <LinkColumn id="footer-quick" heading="Snabblänkar" links={QUICK_LINKS} as="nav" />
        <LinkColumn
          id="footer-community"
          heading="Gemenskapen"
          links={COMMUNITY_LINKS}
          as="nav"
          after={
            <li>
              <a href={VIDEO_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
                Videokanalen<span className="visually-hidden"> (öppnas i en ny flik)</span>
              </a>
            </li>
          }
        />
        <LinkColumn
          id="footer-contact"
          heading="Kontakt"
          links={CONTACT_LINKS}
          as="section"
          before={
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
          }
        />
      </div>
      <p className={styles.copyright}>© {year} Fiskegänget</p>
    </footer>
  );
}
