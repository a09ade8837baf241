import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { pendingSetup } from "@/lib/second-factor/mutations";
import { secondFactorMethods } from "@/lib/passkeys/queries";
import { AccountCard } from "@/app/(auth)/_components/account-card";
import styles from "@/app/(auth)/_components/account.module.css";
import { AccessMessage } from "../_components/access-message";
import { SetupForm } from "./_components/setup-form";
import { PasskeyProve } from "./_components/passkey-prove";
import { PasskeySetup } from "./_components/passkey-setup";
import { VerifyForm } from "./_components/verify-form";
import pageStyles from "./_components/second-factor.module.css";

export const metadata: Metadata = { title: "Andra faktor", robots: { index: false, follow: false } };

// Per request: what the admin is asked for depends on this session (decision 300).
export const dynamic = "force-dynamic";

export default async function SecondFactorPage() {
  const viewer = await getSessionUser();
  if (!viewer) return <AccessMessage kind="visitor" />;
  if (viewer.isAdmin) redirect("/admin");
  if (viewer.secondFactor === undefined) return <AccessMessage kind="member" />;
  if (viewer.secondFactor === "verify") {
    const methods = await secondFactorMethods(viewer.id);
    const lead = methods.app
      ? methods.passkeys
        ? "Använd din nyckel, eller ange koden som din autentiseringsapp visar just nu eller en av dina återställningskoder."
        : "Ange koden som din autentiseringsapp visar just nu, eller en av dina återställningskoder."
      : "Bekräfta med din nyckel (passkey).";
    return (
      <AccountCard narrow title="Andra faktor" lead={lead}>
        {methods.passkeys ? <PasskeyProve /> : null}
        {methods.app ? <VerifyForm /> : null}
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
      lead="Adminkonton loggar in med lösenord och en andra faktor: en nyckel (passkey) i telefonen eller datorn, eller en kod från en autentiseringsapp (till exempel Google Authenticator, Microsoft Authenticator eller 1Password)."
    >
      <h2 className={pageStyles.heading}>Med en nyckel</h2>
      <PasskeySetup />
      <h2 className={pageStyles.heading}>Med en autentiseringsapp</h2>
      <SetupForm qrSvg={setup.qrSvg} secret={setup.secret} />
    </AccountCard>
  );
}
