"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { consentCookieString, type ConsentStatus } from "@/components/cookie-consent/consent-cookie";
import styles from "./cookie-consent.module.css";

export function CookieConsentBanner() {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const titleId = useId();
  const textId = useId();

  function choose(status: ConsentStatus) {
    document.cookie = consentCookieString(status, new Date(), window.location.protocol === "https:");
    setOpen(false);
    if (status === "declined") router.push("/");
  }

  if (!open) return null;

  return (
    <section className={styles.banner} aria-labelledby={titleId} aria-describedby={textId}>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          Cookies på Fiskegänget
        </h2>
        <p id={textId}>
          Vi använder bara nödvändiga cookies, till exempel den som håller dig inloggad. Vi spårar dig inte och visar
          ingen reklam. Läs mer i vår <Link href="/privacy">integritetspolicy</Link>.
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => choose("accepted")}>
          Godkänn
        </button>
        <button type="button" className={styles.decline} onClick={() => choose("declined")}>
          Avböj
        </button>
      </div>
    </section>
  );
}
