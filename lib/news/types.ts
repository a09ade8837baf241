import type { ImageFocus } from "@/lib/news/messages";

/** A news article as the API answers it (SPEC §3 "News article", plus dates, its like count and its address). */
export type NewsArticleJson = {
  id: number;
  title: string;
  content: string;
  published: boolean;
  image_url: string | null;
  image_focus: ImageFocus;
  /** the author's public name ('Okänd' once the author is gone) */
  username: string;
  created_at: string;
  published_at: string | null;
  updated_at: string;
  like_count: number;
  /** comments under the article (removed ones kept for their replies do not count) */
  comment_count: number;
  /** the article's own page, /news/{id}-{slug} */
  path: string;
};

export type NewsPage = { articles: NewsArticleJson[]; page: number; pageCount: number; total: number };

export type NewsLikeStatus = { liked: boolean; likeCount: number };
