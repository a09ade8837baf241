// The member's feed drawn for them on request (decision 298), so it works without JavaScript: its later pages
// (/?fore=, which proxy.ts rewrites here), /flode itself, and / when the proxy could not place the visit; the first
// page of a visit is otherwise the member's kept copy (kopia/[visit], decision 309). A session the server refuses
// (suspended, expired) gets the visitors' home page instead.
import type { Metadata } from "next";
import { HomeContent } from "@/app/_components/home-content";
import { getSessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { hasMatroser, readFeed } from "@/lib/feed/read";
import { readSuggestions } from "@/lib/feed/suggestions";
import { FeedView } from "./_components/feed-view";

export const metadata: Metadata = { title: "Flödet", robots: { index: false, follow: false } };

export default async function FeedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getSessionUser();
  if (!user) return <HomeContent />;
  const { fore } = await searchParams;
  const marker = typeof fore === "string" && /^[A-Za-z0-9_-]{1,400}$/.test(fore) ? fore : null;
  // A marker that is none (edited by hand, or from another version) gives the first page.
  const page = readFeed(user, { marker }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "INVALID_CURSOR") return readFeed(user);
    throw error;
  });
  const [feed, lonely] = await Promise.all([page, hasMatroser(user.id).then((has) => !has)]);
  const suggestions = marker === null && (lonely || feed.items.length < 5) ? await readSuggestions(user.id) : [];
  return <FeedView feed={feed} suggestions={suggestions} lonely={lonely} name={user.username} paged={marker !== null} />;
}
