// Members to become matroser with: their profile as a link, and a button that asks them (in the browser).
import Link from "next/link";
import type { FeedSuggestion } from "@/lib/feed/types";
import { AskButton } from "./ask-button";
import styles from "./feed.module.css";

export function Suggestions({ suggestions }: { suggestions: FeedSuggestion[] }) {
  return (
    <aside className={styles.suggestions} aria-labelledby="forslag">
      <h2 id="forslag">Fiskare du kanske känner</h2>
      <ul className={styles.items}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.id} className={styles.suggestion}>
            <div>
              <Link href={`/profile/${suggestion.id}`} prefetch={false}>
                {suggestion.name}
              </Link>
              <p className={styles.meta}>
                {suggestion.reason}
                {suggestion.city ? ` · ${suggestion.city}` : ""}
              </p>
            </div>
            <AskButton userId={suggestion.id} name={suggestion.name} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
