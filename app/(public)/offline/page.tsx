// /offline – what the service worker shows for a page the phone never kept, when there is no connection. Rendered
// once at build time and precached; a member also sees the catches waiting on the phone.
import type { Metadata } from "next";
import Link from "next/link";
import { WaitingCatchesSlot } from "../reports/_components/waiting-catches-slot";
import styles from "../_components/static-page.module.css";

export const metadata: Metadata = {
  title: "Ingen täckning",
  robots: { index: false, follow: false },
};

export default function OfflinePage() {
  return (
    <article className={styles.page}>
      <h1>Ingen täckning just nu</h1>
      <p className={styles.lead}>
        Den här sidan finns inte sparad på telefonen, och just nu når vi inte Fiskegänget. Det är vanligt ute vid
        sjön – fiska vidare så länge!
      </p>
      <h2>Det här fungerar ändå</h2>
      <ul>
        <li>Sidor du redan har besökt öppnas från telefonen, till exempel startsidan och fångstrapporterna.</li>
        <li>
          Fångster du rapporterar sparas på telefonen, med bild och datum, och skickas av sig själva när du har
          täckning igen.
        </li>
      </ul>
      <p>
        <Link href="/" prefetch={false}>
          Till startsidan
        </Link>{" "}
        ·{" "}
        <Link href="/reports" prefetch={false}>
          Till fångstrapporterna
        </Link>
      </p>
      <WaitingCatchesSlot />
    </article>
  );
}
