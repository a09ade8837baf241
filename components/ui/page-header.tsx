// A page's own heading: the one h1, and under it a short lead in muted type when the page has one.
import type { ReactNode } from "react";
import styles from "./page-header.module.css";

export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {children ? <p className={styles.lead}>{children}</p> : null}
    </header>
  );
}
