"use client";
import buttons from "@/components/ui/buttons.module.css";

export function PrintButton({ label = "Skriv ut" }: { label?: string }) {
  return (
    <button type="button" className={buttons.small} onClick={() => window.print()}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3" strokeLinejoin="round" />
        <path d="M7 14h10v7H7z" strokeLinejoin="round" />
      </svg>
      {label}
    </button>
  );
}
