// An unknown profile id, or a child whose parent has not consented yet: a real 404 with the spec's words.
import Link from "next/link";
import styles from "@/components/profiles/profiles.module.css";

export default function ProfileNotFound() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Profil hittades inte</h1>
      <p className={styles.notice}>
        Det finns ingen medlem med den adressen. <Link href="/search-results">Sök bland medlemmarna</Link>.
      </p>
    </div>
  );
}
