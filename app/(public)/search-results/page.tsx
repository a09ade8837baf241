import type { Metadata } from "next";
import Link from "next/link";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { searchUsers } from "@/lib/profiles/queries";
import { SEARCH_RESULT_LIMIT, userSearchQuery, type UserSearchResult } from "@/lib/profiles/schemas";
import { UserSearchBox } from "@/components/search/user-search-box";
import { searchResultName } from "@/components/search/search-messages";
import { SiteResults } from "./_components/site-results";
import styles from "./_components/search-results.module.css";
import layout from "@/components/ui/layout.module.css";

export const metadata: Metadata = { title: "Sök", robots: { index: false, follow: true } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SearchResultsPage({ searchParams }: Props) {
  const params = await searchParams;
  const raw = Array.isArray(params.q) ? params.q[0] : params.q;
  const query = (raw ?? "").trim().slice(0, 200);
  const viewer = await getSessionUser();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{query ? `Sökresultat för ”${query}”` : "Sök användare"}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={styles.box}>
            <UserSearchBox key={query} initialQuery={query} label="Sök efter användarnamn" />
          </div>
          <Results viewer={viewer} query={query} />
          <SiteResults query={query} />
        </div>
        <aside className={styles.tips} aria-labelledby="search-tips">
          <h2 id="search-tips">Tips</h2>
          <ul>
            <li>Skriv början av ett användarnamn</li>
            <li>Klicka på ett förslag</li>
            <li>Tryck Enter för att visa alla</li>
          </ul>
        </aside>
      </div>
    </div>
  );
}

async function Results({ viewer, query }: { viewer: SessionUser | null; query: string }) {
  if (!viewer) {
    const next = query ? `/search-results?q=${encodeURIComponent(query)}` : "/search-results";
    return (
      <p className={styles.notice} role="status">
        Du måste vara inloggad för att söka användare.{" "}
        <Link href={`/login?next=${encodeURIComponent(next)}`}>Logga in</Link>
      </p>
    );
  }
  if (!query) return null;

  const parsed = userSearchQuery.safeParse(query);
  if (!parsed.success) {
    return (
      <p className={styles.notice} role="status">
        {parsed.error.issues[0]?.message}
      </p>
    );
  }

  const users = await searchUsers({ viewer, query: parsed.data });
  if (users.length === 0) {
    return (
      <section className={styles.results} aria-labelledby="search-count">
        <h2 id="search-count" className={styles.count}>
          Inga användare hittades
        </h2>
        <p className={styles.empty}>Kontrollera stavningen eller prova med färre bokstäver.</p>
      </section>
    );
  }

  return (
    <section className={styles.results} aria-labelledby="search-count">
      <h2 id="search-count" className={styles.count}>
        {users.length} användare hittades
        {users.length >= SEARCH_RESULT_LIMIT && (
          <span className={styles.more}> – visar högst {SEARCH_RESULT_LIMIT}, skriv fler bokstäver för att smalna av</span>
        )}
      </h2>
      <ul className={`${layout.plainList} ${styles.list}`}>
        {users.map((user) => (
          <li key={user.id}>
            <ResultCard user={user} viewer={viewer} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResultCard({ user, viewer }: { user: UserSearchResult; viewer: SessionUser }) {
  const name = searchResultName(user);
  const note = user.is_anonymous
    ? user.id === viewer.id
      ? "Det här är du. Andra medlemmar hittar dig inte eftersom du är anonym."
      : `${user.displayName} – anonym, syns bara för administratörer`
    : null;

  return (
    <Link href={`/profile/${user.id}`} className={styles.card}>
      <span className={styles.avatar} aria-hidden="true">
        {user.is_anonymous ? "?" : name.charAt(0).toLocaleUpperCase("sv-SE")}
      </span>
      <span className={styles.cardText}>
        <span className={styles.name}>{name}</span>
        {user.city && <span className={styles.city}>{user.city}</span>}
        {note && <span className={styles.note}>{note}</span>}
      </span>
    </Link>
  );
}
