import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { env } from "@/lib/env";
import { DrawerProvider } from "@/components/shell/drawer";
import { Footer } from "@/components/shell/footer";
import { Header } from "@/components/shell/header";
import { OfflineStatus } from "@/components/shell/offline-status";
import { SessionProvider } from "@/components/shell/session-context";
import { Sidebar } from "@/components/shell/sidebar";
import "./tokens.css";
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

// Static pages are rendered afresh at least daily, so the footer's year turns with the calendar.
export const revalidate = 86400;

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0b5d8c",
};

// The shell reads no cookies: it is the same for everyone, so every public page under it can be prerendered and
// cached. Who is logged in is asked by the browser (components/shell/session-context.tsx).
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="sv">
      <body>
        <a href="#main" className={styles.skipLink}>
          Hoppa till innehållet
        </a>
        <SessionProvider>
          <DrawerProvider>
            <OfflineStatus />
            <Header />
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
