// The news list, one page of it: the same for every visitor and cached (tag "news"). Admins' drafts and the
// editor come from the browser (NewsAdminSlot); no draft is ever read here.
import { notFound } from "next/navigation";
import { getCachedNewsPage } from "@/lib/news/cached";
import { FEED_PATH } from "@/lib/news/syndication";
import { NewsAdminSlot } from "./news-admin-slot";
import { NewsCard } from "./news-card";
import styles from "./news.module.css";
import { PageHeader } from "@/components/ui/page-header";
import { LinkPager } from "@/components/ui/link-pager";

export const newsPageHref = (page: number) => (page <= 1 ? "/news" : `/news/page/${page}`);

export async function NewsView({ page }: { page: number }) {
  const data = await getCachedNewsPage(page);
  if (page > 1 && data.articles.length === 0) notFound();

  return (
    <div className={styles.page}>
      <PageHeader title="Nyheter">
        Nytt från Fiskegänget: säsonger, tips och vad som händer på sidan.{" "}
        <a href={FEED_PATH} className={styles.feedLink}>
          Prenumerera via RSS
        </a>
      </PageHeader>

      <NewsAdminSlot />

      <section className={styles.list} aria-labelledby="nyhetslista-rubrik">
        <h2 id="nyhetslista-rubrik" className="visually-hidden">
          Publicerade nyheter{page > 1 ? `, sida ${page}` : ""}
        </h2>
        {data.articles.length === 0 ? (
          <p className={styles.empty}>Inga nyheter ännu – titta in snart igen!</p>
        ) : (
          data.articles.map((article, index) => <NewsCard key={article.id} article={article} headingLevel={3} priorityImage={index === 0} />)
        )}
      </section>

      <LinkPager
        page={page}
        pages={data.pageCount}
        href={newsPageHref}
        label="Sidor med nyheter"
        previousLabel="← Nyare nyheter"
        nextLabel="Äldre nyheter →"
      />
    </div>
  );
}
