import type { Metadata } from "next";
import Link from "next/link";
import { checkEmailChangeLink, emailChangeLinkError, type EmailChangeLinkState } from "@/lib/email-change/queries";
import { emailChangeMessages } from "@/lib/email-change/schemas";
import { AccountCard } from "../../_components/account-card";
import styles from "../../_components/account.module.css";
import formStyles from "@/components/ui/form.module.css";
import { LinkAction } from "@/components/ui/form-actions";
import { ConfirmEmailButton } from "./_components/confirm-email-button";

// The token is in the address: keep the page out of search engines and never send it on as a Referer.
export const metadata: Metadata = {
  title: "Bekräfta ny email-adress",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

// Opening the link only shows it: mail scanners that fetch links must not change anyone's address. The button does.
export default async function ConfirmEmailPage({ params }: Props) {
  const { token } = await params;
  let state: EmailChangeLinkState | { status: "error" };
  try {
    state = await checkEmailChangeLink(token);
  } catch (error) {
    console.error("[email-change] could not check a confirmation link", error);
    state = { status: "error" };
  }

  if (state.status !== "valid") {
    return (
      <AccountCard narrow tone="warning" title="Länken fungerar inte">
        <p role="alert" className={formStyles.alert}>
          {state.status === "error" ? emailChangeMessages.failed : emailChangeLinkError(state).message}
        </p>
        <p className={styles.muted}>
          En länk för att byta email-adress gäller i ett dygn och kan bara användas en gång. Din gamla adress gäller
          tills en länk har använts.
        </p>
        <LinkAction href="/">Till startsidan</LinkAction>
        <Link href="/login" className={styles.backLink}>
          ← Till inloggningen
        </Link>
      </AccountCard>
    );
  }

  return (
    <AccountCard narrow title="Bekräfta ny email-adress" lead={`Hej ${state.link.username}!`}>
      <ConfirmEmailButton token={token} newEmail={state.link.newEmail} />
    </AccountCard>
  );
}
