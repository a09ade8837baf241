// Shown where a catch has no photo: a simple fish on water, decorative only.
import styles from "./fish-placeholder.module.css";

export function FishPlaceholder({ className }: { className?: string }) {
  return (
    <div className={className ? `${styles.placeholder} ${className}` : styles.placeholder} aria-hidden="true">
      <svg viewBox="0 0 120 72" className={styles.fish} focusable="false">
        <path
          d="M14 36c14-19 44-25 66-10l16-12c2-1 4 0 4 2l-4 20 4 20c0 2-2 3-4 2L80 46C58 61 28 55 14 36z"
          fill="currentColor"
          opacity="0.9"
        />
        <circle cx="34" cy="32" r="3.4" fill="#ffffff" />
        <circle cx="34.8" cy="32" r="1.6" fill="#0b3350" />
        <path d="M50 24c4 7 4 17 0 24" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="2.4" fill="none" strokeLinecap="round" />
        <path d="M20 40c3 2 6 2 9 1" stroke="#0b3350" strokeOpacity="0.6" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      </svg>
    </div>
  );
}
