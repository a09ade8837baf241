"use client";
// The viewer's part of a competition page: a way to log in for visitors, and for members the panel of what they may
// do, loaded on demand so that the page's first load stays small for everyone.
import Link from "next/link";
import { lazy, Suspense } from "react";
import { useSession } from "@/components/shell/session-context";
import { Loading } from "@/components/ui/states";
import type { CompetitionViewerJson, LeaderboardJson } from "@/lib/competitions/types";

type Props = { id: number; onBoard?: (board: (LeaderboardJson & { viewer: CompetitionViewerJson }) | null, error: string | null) => void };

// React's own lazy: next/dynamic's loader would add to every visitor's first load what it saves.
const CompetitionPanel = lazy(() => import("./competition-panel").then((m) => ({ default: m.CompetitionPanel })));

export function CompetitionActions(props: Props) {
  const session = useSession();
  if (session.status === "loading") return null;
  if (session.status === "visitor") {
    return (
      <p>
        <Link href={`/login?next=/tavlingar/${props.id}`}>Logga in</Link> för att vara med i tävlingen.
      </p>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <CompetitionPanel {...props} />
    </Suspense>
  );
}
