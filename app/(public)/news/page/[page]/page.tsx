// /news/page/{n} – later pages of the news list, rendered on first request and cached like /news.
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { FEED_PATH, FEED_TITLE } from "@/lib/news/syndication";
import { NewsView } from "../../_components/news-view";

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = true;

export function generateStaticParams(): { page: string }[] {
  return [];
}

function pageNumber(raw: string): number | null {
  if (!/^\d{1,5}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageNumber((await params).page);
  return {
    title: page ? `Nyheter – sida ${page}` : "Nyheter",
    alternates: { canonical: page ? `/news/page/${page}` : "/news", types: { "application/rss+xml": [{ url: FEED_PATH, title: FEED_TITLE }] } },
  };
}

export default async function NewsListPage({ params }: Props) {
  const page = pageNumber((await params).page);
  if (!page) notFound();
  if (page === 1) permanentRedirect("/news");
  return <NewsView page={page} />;
}
