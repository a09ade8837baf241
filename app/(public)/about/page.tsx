import type { Metadata } from "next";
import Link from "next/link";
import styles from "../_components/static-page.module.css";

export const metadata: Metadata = {
  title: "Om oss",
  description: "Fiskegänget är en svensk gemenskap för fiskare i alla åldrar – läs om vilka vi är och vad vi står för.",
};

export default function AboutPage() {
  return (
    <article className={styles.page}>
      <h1>Om oss</h1>
      <p className={styles.lead}>
        Fiskegänget började som ett gäng kompisar som ville visa varandra sina fångster utan att drunkna i
        reklam och brus. I dag är vi en växande gemenskap för alla som fiskar – unga som gamla, nybörjare som
        proffs, från fjällbäckarna i norr till skärgården i söder.
      </p>

      <h2>Vad du kan göra här</h2>
      <ul>
        <li>
          <strong>Rapportera fångster</strong> med art, vikt, längd, plats, bete och metod – och gärna en bild.
        </li>
        <li>
          <strong>Följa vad som nappar</strong> i fångstrapporterna och se statistiken över gängets största fiskar.
        </li>
        <li>
          <strong>Hitta matroser</strong> – andra fiskare att utbyta tips med eller dela båt med nästa helg.
        </li>
        <li>
          <strong>Läsa nyheter</strong> om gänget, tävlingar och det som händer i fiskevärlden.
        </li>
      </ul>

      <h2>Det här står vi för</h2>
      <ul>
        <li>
          <strong>Schysst fiske.</strong> Vi följer fiskeregler och fredningstider, tar hand om fisken vi släpper
          tillbaka och lämnar fiskeplatsen finare än vi hittade den.
        </li>
        <li>
          <strong>En trygg plats för alla.</strong> Många av våra medlemmar är barn och unga. Därför modererar vi
          aktivt, kräver förälders samtycke för de yngsta och låter alla välja att vara anonyma.
        </li>
        <li>
          <strong>Glädje före prestige.</strong> En abborre på första kastet är värd att fira lika mycket som en
          metergädda.
        </li>
      </ul>

      <h2>Vill du vara med?</h2>
      <p>
        Det är enkelt att gå med – <Link href="/login?mode=register" prefetch={false}>skapa ett konto</Link> och rapportera din
        första fångst. Har du frågor, idéer eller vill samarbeta? <Link href="/contact" prefetch={false}>Hör av dig till oss</Link>.
      </p>
    </article>
  );
}
