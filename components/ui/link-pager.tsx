// Paging by address for public lists that search engines read (the news): plain links with rel=prev/next, so
// it works without JavaScript, and 'Sida 2 av 5' between them.
import Link from "next/link";
import styles from "./pager.module.css";

type LinkPagerProps = {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** The navigation landmark's name, e.g. 'Sidor med nyheter'. */
  label: string;
  previousLabel: string;
  nextLabel: string;
};

/** Nothing at all when everything fits on one page. */
export function LinkPager({ page, pages, href, label, previousLabel, nextLabel }: LinkPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={styles.link}>
          {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.position}>
        Sida {page} av {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={styles.link}>
          {nextLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
