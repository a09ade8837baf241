"use client";

import { useState, type ReactNode } from "react";
import styles from "./language-toggle.module.css";
import layout from "@/components/ui/layout.module.css";

type Language = "sv" | "en";

/** Switches between the server-rendered Swedish and English texts. */
export function LanguageToggle({ sv, en, actions }: { sv: ReactNode; en: ReactNode; actions?: ReactNode }) {
  const [language, setLanguage] = useState<Language>("sv");

  return (
    <>
      <div className={`${layout.spread} ${styles.toolbar}`}>
      <div className={styles.toggle} role="group" aria-label="Språk / Language">
        <button
          type="button"
          lang="sv"
          className={styles.option}
          aria-pressed={language === "sv"}
          onClick={() => setLanguage("sv")}
        >
          Svenska
        </button>
        <button
          type="button"
          lang="en"
          className={styles.option}
          aria-pressed={language === "en"}
          onClick={() => setLanguage("en")}
        >
          English
        </button>
      </div>
      {actions}
      </div>
      <div lang={language}>{language === "sv" ? sv : en}</div>
    </>
  );
}
