import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { safeNextPath } from "@/lib/auth/redirects";
import { CookieConsent } from "@/components/cookie-consent/cookie-consent";
import { AuthPanel, type AuthMode } from "./_components/auth-panel";
import styles from "./_components/login.module.css";

export const metadata: Metadata = { title: "Logga in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const next = safeNextPath(params.next);
  if (await getSessionUser()) redirect(next);
  const initialMode: AuthMode = params.mode === "register" ? "register" : "login";

  return (
    <div className={styles.page}>
      <AuthPanel next={next} initialMode={initialMode} />
      <CookieConsent />
    </div>
  );
}
