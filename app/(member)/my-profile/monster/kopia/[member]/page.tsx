// A member's /my-profile/monster, kept per member (proxy.ts rewrites there after checking the session, with the
// member's signed address: lib/conditions/kept-patterns.ts) and renewed when their catches or their catches' weather
// change. An address the proxy did not make is not found, and so is every one a browser asks for itself.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCachedMemberPatterns } from "@/lib/conditions/cached";
import { readPatternsSegment } from "@/lib/conditions/kept-patterns";
import { MyPatterns } from "../../_components/my-patterns";

type Props = { params: Promise<{ member: string }> };

// PUBLIC_READ_SECONDS (lib/cache/tags.ts); Next.js needs the number written here.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: "Mina mönster", robots: { index: false, follow: false } };

export default async function KeptPatternsPage({ params }: Props) {
  const memberId = readPatternsSegment((await params).member);
  if (memberId === null) notFound();
  return <MyPatterns patterns={await getCachedMemberPatterns(memberId)} />;
}
