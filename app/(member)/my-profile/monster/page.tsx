// /my-profile/monster – the member's own logbook as pictures: when, under what sky and with what their catches were
// made, from their catches only. A member's request is rewritten by proxy.ts to their kept copy (kopia/[member]);
// this page draws it on request when the proxy could not read the session (the database unreachable) and sends a
// refused session to log in. The counts behind it are kept per member until their catches change
// (lib/conditions/cached.ts).
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { getCachedMemberPatterns } from "@/lib/conditions/cached";
import { MyPatterns } from "./_components/my-patterns";

export const metadata: Metadata = { title: "Mina mönster", robots: { index: false, follow: false } };

export default async function MyPatternsPage() {
  const user = await getSessionUser();
  if (!user) redirect("/login?next=%2Fmy-profile%2Fmonster");
  return <MyPatterns patterns={await getCachedMemberPatterns(user.id)} />;
}
