import Link from "next/link";
import styles from "./admin.module.css";

/** SPEC §6: a visitor is told to log in, a member that the panel is for admins. */
export function AccessMessage({ kind }: { kind: "visitor" | "member" }) {
  return (
    <section className={styles.page} aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        Adminpanel
      </h1>
      {kind === "visitor" ? (
        <p className={styles.notice}>
          Du måste vara inloggad. <Link href="/login?next=/admin">Logga in</Link>
        </p>
      ) : (
        <p className={styles.notice}>Du har inte admin-behörighet</p>
      )}
    </section>
  );
}
