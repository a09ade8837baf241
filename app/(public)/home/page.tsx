import type { Metadata } from "next";
import { HomeContent } from "@/app/_components/home-content";

// The same page as "/", so search engines are pointed at one address.
export const metadata: Metadata = { alternates: { canonical: "/" } };

export default function HomeAliasPage() {
  return <HomeContent />;
}
