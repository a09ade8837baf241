"use client";
// Shown only when the root layout itself fails, so it brings its own document and styles.
import { useEffect } from "react";
import "./tokens.css";
import "./globals.css";

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
          <button
            type="button"
            onClick={() => retry()}
            style={{
              padding: "0.6rem 1.2rem",
              border: 0,
              borderRadius: "6px",
              background: "var(--color-primary)",
              color: "var(--color-primary-contrast)",
              font: "inherit",
              fontWeight: 700,
              cursor: "pointer",
            }}
          >
            Försök igen
          </button>
        </main>
      </body>
    </html>
  );
}
