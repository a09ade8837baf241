"use client";
// Keeps the server's drawing of the 'Förhållanden' block for a visitor whose weather is in; for a member, or while
// the weather is on its way, loads the block's browser part and hands over to it.
import { lazy, Suspense, type ReactNode } from "react";
import { useSession } from "@/components/shell/session-context";
import type { ConditionsView } from "@/lib/conditions/types";

const ConditionsLive = lazy(() => import("./conditions-live"));

type Props = { reportId: number; initial: ConditionsView | null; children: ReactNode };

export function ConditionsUpgrade({ reportId, initial, children }: Props) {
  const { status } = useSession();
  const live = status === "member" || initial?.status === "pending";
  if (!live) return children;
  return (
    <Suspense fallback={children}>
      <ConditionsLive reportId={reportId} initial={initial} />
    </Suspense>
  );
}
