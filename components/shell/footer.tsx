import Link from "next/link";
import { env } from "@/lib/env";
import styles from "./footer.module.css";

// The footer's links are not fetched ahead: they are seldom used and would otherwise be fetched on every page
// whose footer scrolls into view.
export function Footer() {
  const { CONTACT_EMAIL, VIDEO_CHANNEL_URL } = env();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.brand} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brandName}>
            Fiskegänget
          </h2>
          <p>
            En mötesplats för alla som älskar att fiska – från första abborren på bryggan till gäddan i
            skärgården. Dela dina fångster, lär av andra och hitta nya matroser.
          </p>
        </section>

        <nav className={styles.column} aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            Snabblänkar
          </h2>
          <ul>
            <li>
              <Link href="/home" prefetch={false}>Hem</Link>
            </li>
            <li>
              <Link href="/reports" prefetch={false}>Fångstrapporter</Link>
            </li>
            <li>
              <Link href="/news" prefetch={false}>Nyheter</Link>
            </li>
            <li>
              <Link href="/about" prefetch={false}>Om oss</Link>
            </li>
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-community">
          <h2 id="footer-community" className={styles.heading}>
            Gemenskapen
          </h2>
          <ul>
            <li>
              <Link href="/friends" prefetch={false}>Mina Matroser</Link>
            </li>
            <li>
              <Link href="/search-results" prefetch={false}>Hitta medlemmar</Link>
            </li>
            <li>
              <Link href="/notifications" prefetch={false}>Notifikationer</Link>
            </li>
            <li>
              <a href={VIDEO_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
                Videokanalen<span className="visually-hidden"> (öppnas i en ny flik)</span>
              </a>
            </li>
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Kontakt
          </h2>
          <ul>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
            <li>
              <Link href="/contact" prefetch={false}>Kontakta oss</Link>
            </li>
            <li>
              <Link href="/privacy" prefetch={false}>Integritetspolicy</Link>
            </li>
            <li>
              <Link href="/terms" prefetch={false}>Användarvillkor</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>© {year} Fiskegänget</p>
    </footer>
  );
}
