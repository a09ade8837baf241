"use client";
// Where a page lists the member's catches waiting on the phone: the list's code (and IndexedDB's) loads only for a
// member, after the page.
import dynamic from "next/dynamic";
import { useSession } from "@/components/shell/session-context";

const WaitingCatches = dynamic(() => import("./waiting-catches").then((module) => module.WaitingCatches), { ssr: false });

export function WaitingCatchesSlot() {
  const { status, user } = useSession();
  return status === "member" && user ? <WaitingCatches userId={user.id} /> : null;
}
