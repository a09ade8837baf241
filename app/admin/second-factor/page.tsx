import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { pendingSetup } from "@/lib/second-factor/mutations";
import { AccountCard } from "@/app/(auth)/_components/account-card";
import styles from "@/app/(auth)/_components/account.module.css";
import { AccessMessage } from "../_components/access-message";
import { SetupForm } from "./_components/setup-form";
import { VerifyForm } from "./_components/verify-form";

export const metadata: Metadata = { title: "Andra faktor", robots: { index: false, follow: false } };

// Per request: what the admin is asked for depends on this session (decision 300).
export const dynamic = "force-dynamic";

export default async function SecondFactorPage() {
  const viewer = await getSessionUser();
  if (!viewer) return <AccessMessage kind="visitor" />;
  if (viewer.isAdmin) redirect("/admin");
  if (viewer.secondFactor === undefined) return <AccessMessage kind="member" />;
  if (viewer.secondFactor === "verify") {
    return (
      <AccountCard narrow title="Andra faktor" lead="Ange koden som din autentiseringsapp visar just nu, eller en av dina återställningskoder.">
        <VerifyForm />
        <Link href="/" className={styles.backLink}>
          ← Till startsidan
        </Link>
      </AccountCard>
    );
  }
  const setup = await pendingSetup(viewer);
  return (
    <AccountCard
      title="Ställ in andra faktor"
      lead="Adminkonton loggar in med lösenord och en kod från en autentiseringsapp (till exempel Google Authenticator, Microsoft Authenticator eller 1Password)."
    >
      <SetupForm qrSvg={setup.qrSvg} secret={setup.secret} />
    </AccountCard>
  );
}
