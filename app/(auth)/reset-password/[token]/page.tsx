import type { Metadata } from "next";
import Link from "next/link";
import { checkResetLink, resetLinkError, type ResetLinkState } from "@/lib/password-reset/queries";
import { passwordResetMessages } from "@/lib/password-reset/schemas";
import { AccountCard } from "../../_components/account-card";
import styles from "../../_components/account.module.css";
import formStyles from "@/components/ui/form.module.css";
import { ResetPasswordForm } from "./_components/reset-password-form";
import { LinkAction } from "@/components/ui/form-actions";

// The token is in the address: keep the page out of search engines and never send it on as a Referer.
export const metadata: Metadata = {
  title: "Återställ lösenord",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

export default async function ResetPasswordPage({ params }: Props) {
  const { token } = await params;
  let state: ResetLinkState | { status: "error" };
  try {
    state = await checkResetLink(token);
  } catch (error) {
    console.error("[password-reset] could not check a reset link", error);
    state = { status: "error" };
  }

  if (state.status !== "valid") {
    return (
      <AccountCard narrow tone="warning" title="Ogiltig återställningslänk">
        <p role="alert" className={formStyles.alert}>
          {state.status === "error" ? passwordResetMessages.unknownLink : resetLinkError(state).message}
        </p>
        <p className={styles.muted}>
          En återställningslänk gäller i en timme och kan bara användas en gång. Begär en ny länk, så skickar vi den
          till din email-adress.
        </p>
        <LinkAction href="/forgot-password">Begär en ny länk</LinkAction>
        <Link href="/login" className={styles.backLink}>
          ← Tillbaka till inloggningen
        </Link>
      </AccountCard>
    );
  }

  return (
    <AccountCard narrow title={`Hej ${state.link.username}!`} lead="Välj ett nytt lösenord till ditt konto.">
      <ResetPasswordForm token={token} />
    </AccountCard>
  );
}
