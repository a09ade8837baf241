import styles from "./sea-life.module.css";

/** Fish swimming and bubbles rising behind the header. Pure decoration, drawn and moved with CSS only. */
export function SeaLife() {
  return (
    <div className={styles.sea} aria-hidden="true">
      {/* three fish, then five bubbles (sea-life.module.css) */}
      <span />
      <span />
      <span />
      <span />
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}
