// The member's feed on / (decision 298), as the page draws it. Browser-safe.
import type { ReportJson } from "@/lib/reports/types";

/** A matros's catch (or the member's own), as this member may see it, with their own like and the latest comment. */
export type FeedCatch = {
  kind: "catch";
  /** ISO: when it was posted */
  at: string;
  /** the member's own catch */
  own: boolean;
  report: ReportJson;
  liked: boolean;
  latestComment: { author: string; body: string; at: string } | null;
};

/** A published article. */
export type FeedNews = { kind: "news"; at: string; id: number; title: string; excerpt: string };

/** News of the member's own: a competition's lead taken or lost, its result, an invitation (their notifications). */
export type FeedNotice = { kind: "notice"; at: string; id: number; type: string; message: string; href: string | null };

export type FeedItem = FeedCatch | FeedNews | FeedNotice;

export type FeedPage = {
  items: FeedItem[];
  /** the marker of the next page ("Visa fler"), or null at the end */
  next: string | null;
  /** the line for what is new: the newest item the member's last visit showed; newer items are new (first page only) */
  seenBefore: string | null;
};

/** A member to become matroser with, and why they are suggested. */
export type FeedSuggestion = { id: number; name: string; city: string | null; reason: string };
