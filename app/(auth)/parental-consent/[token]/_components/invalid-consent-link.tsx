import { env } from "@/lib/env";
import { consentMessages } from "@/lib/consent/schemas";
import type { RefusalReason } from "@/lib/auth/link-tokens";
import { CONSENT_LINK_DAYS } from "@/lib/consent/texts";
import { AccountCard } from "../../../_components/account-card";
import styles from "../../../_components/account.module.css";
import formStyles from "@/components/ui/form.module.css";
import { LinkAction } from "@/components/ui/form-actions";

export type InvalidReason = RefusalReason | "error";

const MESSAGES: Record<InvalidReason, string> = {
  malformed: consentMessages.invalidLink,
  unknown: consentMessages.unknownLink,
  expired: consentMessages.expired,
  used: consentMessages.alreadyConfirmed,
  error: consentMessages.verifyFailed,
};

/** Why a consent link did not work, and what the parent can do now. */
export function InvalidConsentLink({ reason }: { reason: InvalidReason }) {
  const contact = env().CONTACT_EMAIL;
  if (reason === "used") {
    // Nothing is wrong: the parent has opened the link again after consenting.
    return (
      <AccountCard tone="done" narrow title="Samtycket är redan registrerat">
        <p role="status" className={formStyles.notice}>
          {MESSAGES.used}
        </p>
        <p className={styles.muted}>
          Vill du ändra något eller ta tillbaka ditt samtycke? Skriv till <a href={`mailto:${contact}`}>{contact}</a>.
        </p>
        <LinkAction href="/">Till startsidan</LinkAction>
      </AccountCard>
    );
  }
  return (
    <AccountCard tone="warning" narrow title="Länken fungerar inte">
      <p role="alert" className={formStyles.alert}>
        {MESSAGES[reason]}
      </p>
      {reason === "error" ? null : (
        <section className={styles.section} aria-labelledby="invalid-reasons">
          <h2 id="invalid-reasons">Vanliga orsaker</h2>
          <ul className={styles.list}>
            <li>Länken har gått ut. Den gäller i {CONSENT_LINK_DAYS} dagar efter att mejlet skickades.</li>
            <li>Samtycke har redan registrerats med länken. Den kan bara användas en gång.</li>
            <li>
              Länken är ofullständig. Långa länkar delas ibland upp på två rader i mejlet – kopiera hela länken till
              webbläsaren.
            </li>
          </ul>
        </section>
      )}
      <p className={styles.muted}>
        Behöver du en ny länk? Skriv till <a href={`mailto:${contact}`}>{contact}</a> och berätta vilket användarnamn
        ditt barn valde, så hjälper vi dig.
      </p>
      <LinkAction href="/">Till startsidan</LinkAction>
    </AccountCard>
  );
}
