"use client";
// 'Dela' for a page worth showing off: the phone's own share sheet (Web Share API) where there is one, else the
// link is copied and the button says so. The address is the page's canonical one, whose card (og:image) a chat
// app shows.
import { useState } from "react";
import buttons from "@/components/ui/buttons.module.css";
import icons from "@/components/ui/line-icons.module.css";
import styles from "./share-button.module.css";

export const shareMessages = {
  copied: "Länken är kopierad",
  copyFailed: "Kunde inte kopiera. Markera länken och kopiera den:",
} as const;

type ShareButtonProps = {
  /** The page's path, e.g. /reports/12. */
  path: string;
  /** What the share sheet shows as the title. */
  title: string;
};

export function ShareButton({ path, title }: ShareButtonProps) {
  const [status, setStatus] = useState<{ text: string; link?: string } | null>(null);

  async function share() {
    const url = new URL(path, window.location.origin).toString();
    setStatus(null);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The member closed the sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ text: shareMessages.copied });
    } catch {
      setStatus({ text: shareMessages.copyFailed, link: url });
    }
  }

  return (
    <div className={styles.share}>
      <button type="button" className={`${buttons.small} ${buttons.pill}`} onClick={share}>
        <span className={`${icons.icon} ${icons.share}`} aria-hidden="true" />
        Dela
      </button>
      <p role="status" className={styles.status}>
        {status?.text}
        {status?.link ? (
          <>
            {" "}
            <a href={status.link}>{status.link}</a>
          </>
        ) : null}
      </p>
    </div>
  );
}
