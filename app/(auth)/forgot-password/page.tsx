import type { Metadata } from "next";
import Link from "next/link";
import { env } from "@/lib/env";
import { AccountCard } from "../_components/account-card";
import styles from "../_components/account.module.css";
import { ForgotPasswordForm } from "./_components/forgot-password-form";

export const metadata: Metadata = { title: "Glömt lösenord" };

export default function ForgotPasswordPage() {
  const contact = env().CONTACT_EMAIL;
  return (
    <AccountCard
      narrow
      title="Glömt lösenord?"
      lead="Skriv email-adressen som hör till ditt konto, så skickar vi en länk där du väljer ett nytt lösenord."
    >
      <ForgotPasswordForm />
      <p className={styles.muted}>
        Har du inte angett någon email-adress på ditt konto? Skriv till <a href={`mailto:${contact}`}>{contact}</a> så
        hjälper vi dig.
      </p>
      <Link href="/login" className={styles.backLink}>
        ← Tillbaka till inloggningen
      </Link>
    </AccountCard>
  );
}
