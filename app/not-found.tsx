import type { Metadata } from "next";
import Link from "next/link";
import styles from "./status-page.module.css";

// Shown when a page asks for something that does not exist (a deleted report, a missing profile). Unknown paths
// get the home page instead (app/(public)/[...unknown]). Kept free of data: Next renders it into every page.
export const metadata: Metadata = { title: "Sidan hittades inte", robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Det här finns inte längre</h1>
      <p>Det du letade efter har tagits bort eller har aldrig funnits. Kanske har fisken simmat vidare?</p>
      <p>
        <Link href="/">Till startsidan</Link> · <Link href="/reports">Fångstrapporter</Link>
      </p>
    </section>
  );
}
