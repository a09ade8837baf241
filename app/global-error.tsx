"use client";
// Shown only when the root layout itself fails, so it brings its own document and styles.
import { useEffect } from "react";
import "./tokens.css";
import "./globals.css";
import buttons from "@/components/ui/buttons.module.css";

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("Sidan kunde inte visas", error);
  }, [error]);

  return (
    <html lang="sv">
      <body>
        <main style={{ maxWidth: "36rem", margin: "4rem auto", padding: "0 1rem" }}>
          <title>Något gick fel | Fiskegänget</title>
          <h1>Hoppsan, något gick snett</h1>
          <p>Fiskegänget kunde inte visas just nu. Försök igen om en liten stund.</p>
          <button type="button" className={buttons.primary} onClick={() => retry()}>
            Försök igen
          </button>
        </main>
      </body>
    </html>
  );
}
