"use client";
// Where a page lists the member's catches waiting on the phone: the list's code (and IndexedDB's) loads only for a
// member, after the page. React.lazy rather than next/dynamic: it needs no loader runtime in the page's bundle.
import { lazy, Suspense } from "react";
import { useSession } from "@/components/shell/session-context";

const WaitingCatches = lazy(() => import("./waiting-catches").then((module) => ({ default: module.WaitingCatches })));

export function WaitingCatchesSlot() {
  const { status, user } = useSession();
  return status === "member" && user ? (
    <Suspense fallback={null}>
      <WaitingCatches userId={user.id} />
    </Suspense>
  ) : null;
}
