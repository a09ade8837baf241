import { AccountCard } from "../../../_components/account-card";
import styles from "../../../_components/account.module.css";
import formStyles from "@/components/ui/form.module.css";
import { LinkAction } from "@/components/ui/form-actions";

const SAFETY_TIPS = [
  "Prata om vad som är okej att dela. Adress, telefonnummer och skolans namn hör inte hemma på nätet.",
  "Slå gärna på anonymt läge i inställningarna, så visas varken namn eller ort för andra.",
  "Titta på bilderna tillsammans innan de laddas upp. En husfasad, en skylt eller en skoltröja kan avslöja mer än man tror.",
  "Bli bara matroser med personer ni känner. Det är alltid okej att tacka nej till en vänförfrågan.",
  "Be barnet berätta för dig om någon skriver något obehagligt, och kontakta oss så tar vi hand om det.",
  "Och vid vattnet: flytväst i båten och på bryggan, och aldrig ensam vid vattnet.",
] as const;

/** The thank-you view after consent: what happens now, and safety tips for a child online. */
export function ConsentDone({ childUsername }: { childUsername: string }) {
  return (
    <AccountCard tone="done" title="Tack! Ditt samtycke är registrerat" lead={`${childUsername} kan nu logga in på Fiskegänget.`}>
      <p role="status" className={formStyles.success}>
        Vi har skickat en bekräftelse till din email-adress. Spara den gärna som kvitto.
      </p>
      <section className={styles.section} aria-labelledby="consent-tips">
        <h2 id="consent-tips">Tips för ett tryggt liv på nätet</h2>
        <ul className={styles.tips}>
          {SAFETY_TIPS.map((tip) => (
            <li key={tip} className={styles.tip}>
              <span className={styles.tipIcon} aria-hidden="true">
                <svg viewBox="0 0 20 20" width="16" height="16" focusable="false">
                  <path d="M4.5 10.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </section>
      <LinkAction href="/">Till startsidan</LinkAction>
    </AccountCard>
  );
}
