"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useSession } from "@/components/shell/session-context";
import { LoginForm } from "./login-form";
import { RegisterFlow } from "./register-flow";
import styles from "./login.module.css";
import { Card } from "@/components/ui/card";

export type AuthMode = "login" | "register";

const MODES: { mode: AuthMode; label: string }[] = [
  { mode: "login", label: "Logga in" },
  { mode: "register", label: "Skapa konto" },
];

/** Login and registration on one screen, switched with tabs (SPEC §2 "Login and registration"). */
export function AuthPanel({ next, initialMode }: { next: string; initialMode: AuthMode }) {
  const router = useRouter();
  const { refresh } = useSession();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const baseId = useId();
  const tabRefs = useRef<Record<AuthMode, HTMLButtonElement | null>>({ login: null, register: null });

  async function loggedIn() {
    // The header learns of the new session from the browser's session, not from the (cached) page.
    await refresh();
    router.replace(next);
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = MODES.findIndex((m) => m.mode === mode);
    let target: number | null = null;
    if (event.key === "ArrowRight") target = (index + 1) % MODES.length;
    else if (event.key === "ArrowLeft") target = (index - 1 + MODES.length) % MODES.length;
    else if (event.key === "Home") target = 0;
    else if (event.key === "End") target = MODES.length - 1;
    if (target === null) return;
    event.preventDefault();
    const nextMode = MODES[target]!.mode;
    setMode(nextMode);
    tabRefs.current[nextMode]?.focus();
  }

  const tabId = (m: AuthMode) => `${baseId}-tab-${m}`;
  const panelId = (m: AuthMode) => `${baseId}-panel-${m}`;

  return (
    <Card className={styles.card}>
      <div className={styles.cardHead}>
        <h1 className={styles.title}>{mode === "login" ? "Logga in" : "Skapa konto"}</h1>
        <p className={styles.lead}>
          {mode === "login"
            ? "Välkommen tillbaka! Logga in för att rapportera fångster, gilla och hitta matroser."
            : "Bli medlem i Fiskegänget – det är gratis och tar bara en minut."}
        </p>
      </div>

      <div role="tablist" aria-label="Logga in eller skapa konto" className={styles.tabs}>
        {MODES.map(({ mode: m, label }) => (
          <button
            key={m}
            ref={(el) => {
              tabRefs.current[m] = el;
            }}
            type="button"
            role="tab"
            id={tabId(m)}
            aria-selected={mode === m}
            aria-controls={mode === m ? panelId(m) : undefined}
            tabIndex={mode === m ? 0 : -1}
            className={styles.tab}
            onClick={() => setMode(m)}
            onKeyDown={onTabKeyDown}
          >
            {label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={panelId(mode)} aria-labelledby={tabId(mode)} className={styles.panel}>
        {mode === "login" ? <LoginForm onLoggedIn={loggedIn} /> : <RegisterFlow onLoggedIn={loggedIn} />}
      </div>
    </Card>
  );
}
