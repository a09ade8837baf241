// Member pages: the same empty shell for everyone (the content is the member's own, fetched in the browser),
// never indexed.
import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function MemberLayout({ children }: { children: ReactNode }) {
  return children;
}
