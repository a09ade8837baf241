import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { env } from "@/lib/env";
import { getSessionUser } from "@/lib/auth/session";
import { DrawerProvider } from "@/components/shell/drawer";
import { Footer } from "@/components/shell/footer";
import { Header } from "@/components/shell/header";
import { SessionProvider } from "@/components/shell/session-context";
import { Sidebar } from "@/components/shell/sidebar";
import "./globals.css";
import styles from "./layout.module.css";

const DESCRIPTION =
  "Fiskegänget är gemenskapen för alla som fiskar: dela fångstrapporter, läs nyheter och hitta nya matroser att fiska med.";

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: "Fiskegänget – fångster, nyheter och fiskekompisar", template: "%s | Fiskegänget" },
    description: DESCRIPTION,
    applicationName: "Fiskegänget",
    openGraph: {
      type: "website",
      locale: "sv_SE",
      siteName: "Fiskegänget",
      title: "Fiskegänget",
      description: DESCRIPTION,
      url: "/",
    },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0b5d8c",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  const bodyClass = [user ? "logged-in" : "logged-out", user?.isAdmin ? "is-admin" : null].filter(Boolean).join(" ");

  return (
    <html lang="sv">
      <body className={bodyClass}>
        <a href="#main" className={styles.skipLink}>
          Hoppa till innehållet
        </a>
        <SessionProvider user={user}>
          <DrawerProvider>
            <Header user={user} />
            <div className={styles.shell}>
              <Sidebar />
              <main id="main" tabIndex={-1} className={styles.main}>
                {children}
              </main>
            </div>
            <Footer />
          </DrawerProvider>
        </SessionProvider>
      </body>
    </html>
  );
}
