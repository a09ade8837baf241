import type { Metadata } from "next";
import Link from "next/link";
import { unsubscribeByToken } from "@/lib/delivery/unsubscribe";
import { AccountCard } from "../../_components/account-card";
import styles from "../../_components/account.module.css";
import formStyles from "@/components/ui/form.module.css";
import { LinkAction } from "@/components/ui/form-actions";

// The token is in the address: keep the page out of search engines and never send it on as a Referer.
export const metadata: Metadata = {
  title: "Avsluta mejl",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

// The visible link in every notification mail: opening it turns that kind of mail off, without logging in. Turning it
// off twice changes nothing, and the member turns it on again under Inställningar → Aviseringar.
export default async function UnsubscribePage({ params }: Props) {
  const { token } = await params;
  let done: Awaited<ReturnType<typeof unsubscribeByToken>> | "error";
  try {
    done = await unsubscribeByToken(token);
  } catch (error) {
    console.error("[delivery] could not unsubscribe through a link", error);
    done = "error";
  }

  if (done === null || done === "error") {
    return (
      <AccountCard narrow tone="warning" title="Länken fungerar inte">
        <p role="alert" className={formStyles.alert}>
          {done === "error" ? "Det gick inte att avsluta mejlen just nu. Försök igen om en stund." : "Länken för att avsluta mejlen är ogiltig."}
        </p>
        <p className={styles.muted}>Du kan alltid välja vilka mejl du får under Inställningar → Aviseringar när du är inloggad.</p>
        <LinkAction href="/">Till startsidan</LinkAction>
      </AccountCard>
    );
  }

  return (
    <AccountCard narrow title="Du har avslutat mejlen">
      <p role="status">
        Du får inte längre mejl om <strong>{done.label.toLowerCase()}</strong> från Fiskegänget.
      </p>
      <p className={styles.muted}>
        Notifikationerna finns kvar på sajten. Vill du ha mejlen igen slår du på dem under Inställningar → Aviseringar.
      </p>
      <LinkAction href="/">Till startsidan</LinkAction>
      <Link href="/login" className={styles.backLink}>
        Logga in
      </Link>
    </AccountCard>
  );
}
