import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import styles from "./account.module.css";

type Props = {
  title: ReactNode;
  lead?: ReactNode;
  tone?: "default" | "warning" | "done";
  narrow?: boolean;
  children: ReactNode;
};

/** The card the consent and password pages share: a coloured head with the page's h1, then the body. */
export function AccountCard({ title, lead, tone = "default", narrow = false, children }: Props) {
  const headClass = [styles.head, tone === "warning" ? styles.headWarning : null, tone === "done" ? styles.headDone : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={styles.page}>
      <Card as="article" className={narrow ? `${styles.card} ${styles.narrow}` : styles.card}>
        <header className={headClass}>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        <div className={styles.body}>{children}</div>
      </Card>
    </div>
  );
}
