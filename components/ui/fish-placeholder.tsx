// Shown where a catch has no photo: a simple fish on water, decorative only (drawn by the stylesheet).
import styles from "./fish-placeholder.module.css";

export function FishPlaceholder({ className }: { className?: string }) {
  return <div className={className ? `${styles.placeholder} ${className}` : styles.placeholder} aria-hidden="true" />;
}
