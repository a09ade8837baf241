import styles from "./sea-life.module.css";

/** Fish swimming and bubbles rising behind the header. Pure decoration, drawn and moved with CSS only. */
export function SeaLife() {
  return (
    <div className={styles.sea} aria-hidden="true">
      <span className={`${styles.fish} ${styles.fishOne}`} />
      <span className={`${styles.fish} ${styles.fishTwo}`} />
      <span className={`${styles.fish} ${styles.fishThree}`} />
      <span className={`${styles.bubble} ${styles.bubbleOne}`} />
      <span className={`${styles.bubble} ${styles.bubbleTwo}`} />
      <span className={`${styles.bubble} ${styles.bubbleThree}`} />
      <span className={`${styles.bubble} ${styles.bubbleFour}`} />
      <span className={`${styles.bubble} ${styles.bubbleFive}`} />
    </div>
  );
}
