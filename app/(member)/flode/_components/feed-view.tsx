// The feed as the member sees it: a heading, the items newest first with the new ones marked, "Visa fler" as a
// link (a page of its own, so it works without JavaScript), and suggestions when the member has few matroser.
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import buttons from "@/components/ui/buttons.module.css";
import type { FeedItem, FeedPage, FeedSuggestion } from "@/lib/feed/types";
import { FeedCatchCard, FeedNewsCard, FeedNoticeCard } from "./feed-items";
import { Suggestions } from "./suggestions";
import styles from "./feed.module.css";

function itemKey(item: FeedItem): string {
  return item.kind === "catch" ? `catch-${item.report.id}` : `${item.kind}-${item.id}`;
}

function Item({ item, isNew }: { item: FeedItem; isNew: boolean }) {
  if (item.kind === "catch") return <FeedCatchCard item={item} isNew={isNew} />;
  if (item.kind === "news") return <FeedNewsCard item={item} isNew={isNew} />;
  return <FeedNoticeCard item={item} isNew={isNew} />;
}

export function FeedView({ feed, suggestions, lonely, name, paged }: { feed: FeedPage; suggestions: FeedSuggestion[]; lonely: boolean; name: string; paged: boolean }) {
  const seen = feed.seenBefore;
  const newCount = seen === null ? 0 : feed.items.filter((item) => item.at > seen).length;
  const lead = paged
    ? "Äldre händelser i ditt flöde."
    : newCount > 0
      ? `${newCount} ${newCount === 1 ? "nyhet" : "nyheter"} sedan ditt senaste besök.`
      : lonely
        ? "Här ser du vad dina matroser fångar, nyheter och hur det går i dina tävlingar."
        : "Inget nytt sedan ditt senaste besök.";
  return (
    <div>
      <PageHeader title={paged ? "Flödet" : `Hej ${name}!`}>{lead}</PageHeader>
      <div className={styles.feed}>
        <section aria-labelledby="flodet">
          <h2 id="flodet" className="visually-hidden">
            Flödet
          </h2>
          {lonely && !paged ? (
            <p>
              Du har inga matroser än. Lägg till några så ser du deras fångster här, eller{" "}
              <Link href="/search-results">sök efter fiskare</Link>.
            </p>
          ) : null}
          {feed.items.length > 0 ? (
            <ol className={styles.items}>
              {feed.items.map((item) => (
                <Item key={itemKey(item)} item={item} isNew={seen !== null && item.at > seen} />
              ))}
            </ol>
          ) : (
            <p>Inget att visa här än.</p>
          )}
          {feed.next ? (
            <p className={styles.more}>
              <Link href={`/?fore=${feed.next}`} prefetch={false} className={buttons.small}>
                Visa fler
              </Link>
            </p>
          ) : null}
        </section>
        {suggestions.length > 0 ? <Suggestions suggestions={suggestions} /> : null}
      </div>
    </div>
  );
}
