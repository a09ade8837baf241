import type { Metadata } from "next";
import Link from "next/link";
import { env } from "@/lib/env";
import { refusalReason } from "@/lib/auth/link-tokens";
import { checkParentalLink, type ParentalLinkState } from "@/lib/consent/queries";
import { CONSENT_DATA_HANDLED, CONSENT_PARENT_RIGHTS } from "@/lib/consent/texts";
import { AccountCard } from "../../_components/account-card";
import styles from "../../_components/account.module.css";
import { ConsentButton, ConsentFlow } from "./_components/consent-flow";
import { ConsentDone } from "./_components/consent-done";
import { InvalidConsentLink } from "./_components/invalid-consent-link";

// The token is in the address: keep the page out of search engines and never send it on as a Referer.
export const metadata: Metadata = {
  title: "Förälderns samtycke",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

export default async function ParentalConsentPage({ params }: Props) {
  const { token } = await params;
  let state: ParentalLinkState | { status: "error" };
  try {
    state = await checkParentalLink(token);
  } catch (error) {
    console.error("[consent] could not check a consent link", error);
    state = { status: "error" };
  }
  if (state.status === "error") return <InvalidConsentLink reason="error" />;
  if (state.status !== "valid") return <InvalidConsentLink reason={refusalReason(state)} />;
  const { childUsername, declaredAge: childAge, parentEmail } = state.link;

  const contact = env().CONTACT_EMAIL;
  return (
    <ConsentFlow done={<ConsentDone childUsername={childUsername} />}>
      <AccountCard title="Samtycke för ditt barns konto" lead={`${childUsername} vill bli medlem i Fiskegänget.`}>
        <section className={styles.section} aria-labelledby="consent-account">
          <h2 id="consent-account">Kontot det gäller</h2>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>Barnets användarnamn</dt>
              <dd>{childUsername}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Ålder</dt>
              <dd>{childAge} år</dd>
            </div>
            <div className={styles.fact}>
              <dt>Din email-adress</dt>
              <dd>{parentEmail}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.section} aria-labelledby="consent-why">
          <h2 id="consent-why">Varför behövs ditt samtycke?</h2>
          <p>
            Fiskegänget är en svensk gemenskap för sportfiskare där medlemmar delar fångstrapporter, läser nyheter och
            hittar fiskekompisar. Enligt dataskyddsförordningen (GDPR) och den svenska dataskyddslagen kan barn under 13
            år inte själva samtycka till att en webbtjänst behandlar deras personuppgifter. Därför frågar vi dig som
            förälder eller vårdnadshavare.
          </p>
          <p>Tills du har gett ditt samtycke är kontot låst: barnet kan inte logga in och kontot syns inte för någon.</p>
        </section>

        <section className={styles.section} aria-labelledby="consent-data">
          <h2 id="consent-data">Vilka uppgifter behandlas?</h2>
          <ul className={styles.list}>
            {CONSENT_DATA_HANDLED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.muted}>
            Uppgifterna används bara för att driva sajten. Med anonymt läge i inställningarna visas varken namn eller
            ort för andra. Läs mer i vår <Link href="/privacy">integritetspolicy</Link>.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="consent-rights">
          <h2 id="consent-rights">Dina rättigheter</h2>
          <ul className={styles.list}>
            {CONSENT_PARENT_RIGHTS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            Skriv till <a href={`mailto:${contact}`}>{contact}</a> från den här email-adressen, så hjälper vi dig.
          </p>
        </section>

        <ConsentButton token={token} childUsername={childUsername} />
      </AccountCard>
    </ConsentFlow>
  );
}
