import type { Metadata } from "next";
import Link from "next/link";
import { env } from "@/lib/env";
import { videoChannelHandle } from "@/components/shell/video-channel";
import styles from "../_components/static-page.module.css";
import { TitledSection } from "@/components/ui/titled-section";

export const metadata: Metadata = {
  title: "Kontakt",
  description: "Kontakta Fiskegänget via e-post eller följ oss på vår videokanal.",
};

export default function ContactPage() {
  const { CONTACT_EMAIL, VIDEO_CHANNEL_URL } = env();

  return (
    <article className={styles.page}>
      <h1>Kontakt</h1>
      <p className={styles.lead}>
        Frågor, tips, samarbeten eller något som inte fungerar som det ska? Vi vill gärna höra från dig.
      </p>

      <TitledSection id="contact-email" title="E-post" className={styles.card}>
        <p>
          <a className={styles.bigLink} href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
        </p>
        <p>
          Vi svarar inom 3 arbetsdagar. Gäller det missbruk, hot eller något som rör ett barns säkerhet svarar vi
          inom 24 timmar.
        </p>
      </TitledSection>

      <TitledSection id="contact-video" title="Videokanal" className={styles.card}>
        <p>
          <a className={styles.bigLink} href={VIDEO_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
            {videoChannelHandle(VIDEO_CHANNEL_URL)}
            <span className="visually-hidden"> (öppnas i en ny flik)</span>
          </a>
        </p>
        <p>Fiskefilmer, tips och fångster från gänget.</p>
      </TitledSection>

      <p>
        Vill du veta hur vi hanterar dina uppgifter? Läs vår <Link href="/privacy">integritetspolicy</Link> och
        våra <Link href="/terms">användarvillkor</Link>.
      </p>
    </article>
  );
}
