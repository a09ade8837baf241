// A member's / (decision 309): their feed's first page, kept as a page per visit and renewed when what it shows
// changes. proxy.ts rewrites a logged-in member's / here after checking the session, with the visit's signed address
// (lib/feed/visit.ts); an address it did not make is not found, and so is every one a browser asks for itself. Later
// pages ("Visa fler") and a visit the database could not place are drawn per request at /flode.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { readFeed } from "@/lib/feed/read";
import { keptFeedMember, keptSources } from "@/lib/feed/kept";
import { readSuggestions } from "@/lib/feed/suggestions";
import { readVisit } from "@/lib/feed/visit";
import { FeedView } from "../../_components/feed-view";

type Props = { params: Promise<{ visit: string }> };

// PUBLIC_READ_SECONDS (lib/cache/tags.ts); Next.js needs the number written here.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: "Flödet", robots: { index: false, follow: false } };

export default async function KeptFeedPage({ params }: Props) {
  const visit = readVisit((await params).visit);
  if (!visit) notFound();
  const member = await keptFeedMember(visit.viewer.id);
  if (!member) notFound();
  const viewer = { ...visit.viewer, username: member.username };
  const feed = await readFeed(viewer, { line: visit.line, sources: keptSources(visit.key) });
  const suggestions = member.lonely || feed.items.length < 5 ? await readSuggestions(viewer.id) : [];
  return <FeedView feed={feed} suggestions={suggestions} lonely={member.lonely} name={member.username} paged={false} />;
}
