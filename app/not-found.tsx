import type { Metadata } from "next";
import { HomeContent } from "@/app/_components/home-content";

// Unknown paths show the home page, answered with 404 and kept out of search engines.
export const metadata: Metadata = { robots: { index: false, follow: true } };

export default function NotFound() {
  return <HomeContent />;
}
