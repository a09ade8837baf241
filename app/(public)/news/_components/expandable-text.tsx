"use client";
// The 40-word preview of an article with 'Visa mer' / 'Visa mindre'. The full text arrives as HTML rendered on the
// server (children), hidden until asked for, so no Markdown parser is sent to the browser.
import { useId, useState, type ReactNode } from "react";
import styles from "./news.module.css";

export function ExpandableText({ preview, title, children }: { preview: string; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const fullId = useId();
  return (
    <div className={styles.text}>
      <p hidden={open} className={styles.preview}>
        {preview}
      </p>
      <div id={fullId} hidden={!open} className={styles.body}>
        {children}
      </div>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={fullId} onClick={() => setOpen(!open)}>
        {open ? "Visa mindre" : "Visa mer"}
        <span className="visually-hidden">: {title}</span>
      </button>
    </div>
  );
}
