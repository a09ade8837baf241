// /news – published articles, newest first, for everyone; prerendered and cached until news changes. Admins also
// get drafts and the editor, loaded in their browser.
import type { Metadata } from "next";
import { FEED_PATH, FEED_TITLE } from "@/lib/news/syndication";
import { NewsView } from "./_components/news-view";

export const metadata: Metadata = {
  title: "Nyheter",
  description: "Nyheter från Fiskegänget: fisketips, säsongsstarter och vad som händer i gänget.",
  alternates: { canonical: "/news", types: { "application/rss+xml": [{ url: FEED_PATH, title: FEED_TITLE }] } },
};

export default function NewsPage() {
  return <NewsView page={1} />;
}
