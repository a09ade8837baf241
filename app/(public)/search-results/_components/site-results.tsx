// The rest of the site a search finds, below the members: catches (with the way on to every match on /reports),
// species and news, as the header's box suggests them. Visitors see these too; only members need a login.
import Link from "next/link";
import { formatFishingDate, formatWeight } from "@/lib/reports/display";
import { suggest } from "@/lib/search/suggest";
import { catchesHref, SUGGEST_QUERY_MAX, SUGGEST_QUERY_MIN } from "@/lib/search/suggest-types";
import layout from "@/components/ui/layout.module.css";
import styles from "./search-results.module.css";

export async function SiteResults({ query }: { query: string }) {
  if (query.length < SUGGEST_QUERY_MIN || query.length > SUGGEST_QUERY_MAX) return null;
  const { catches, species, news } = await suggest({ viewer: null, query });

  return (
    <>
      <section className={styles.results} aria-labelledby="found-catches">
        <h2 id="found-catches" className={styles.count}>
          Fångster
        </h2>
        {catches.length === 0 ? (
          <p className={styles.empty}>Inga fångster hittades</p>
        ) : (
          <>
            <ul className={`${layout.plainList} ${styles.list}`}>
              {catches.map((c) => (
                <li key={c.id}>
                  <Link href={`/reports/${c.id}`} className={styles.card}>
                    <span className={styles.cardText}>
                      <span className={styles.name}>
                        {c.fish}, {formatWeight(c.weight)}
                      </span>
                      <span className={styles.city}>
                        {c.location} · {formatFishingDate(c.fishing_date)} · {c.username}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className={styles.allLink}>
              <Link href={catchesHref(query)}>Visa alla fångster för ”{query}”</Link>
            </p>
          </>
        )}
      </section>
      {species.length > 0 && (
        <section className={styles.results} aria-labelledby="found-species">
          <h2 id="found-species" className={styles.count}>
            Arter
          </h2>
          <ul className={`${layout.plainList} ${styles.list}`}>
            {species.map((s) => (
              <li key={s.slug}>
                <Link href={`/arter/${s.slug}`} className={styles.card}>
                  <span className={styles.cardText}>
                    <span className={styles.name}>{s.name}</span>
                    <span className={styles.city} lang="la">
                      {s.latin}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {news.length > 0 && (
        <section className={styles.results} aria-labelledby="found-news">
          <h2 id="found-news" className={styles.count}>
            Nyheter
          </h2>
          <ul className={`${layout.plainList} ${styles.list}`}>
            {news.map((n) => (
              <li key={n.id}>
                <Link href={n.path} className={styles.card}>
                  <span className={styles.cardText}>
                    <span className={styles.name}>{n.title}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
