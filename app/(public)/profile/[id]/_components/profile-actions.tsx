"use client";
// The viewer's part of a profile: the owner gets 'Redigera profil' and 'Lägg till rapport', a member the
// add-friend button with the states of SPEC §4 (friend-actions.tsx, loaded for members only), a visitor a button
// that says to log in. A box of fixed height holds the place while the session is checked, so nothing moves.
import Link from "next/link";
import { lazy, Suspense } from "react";
import { useSession } from "@/components/shell/session-context";
import buttons from "@/components/ui/buttons.module.css";
import { FriendPlaceholder, LOGIN_REQUIRED } from "./friend-placeholder";

const FriendActions = lazy(() => import("./friend-actions").then((module) => ({ default: module.FriendActions })));

export function ProfileActions({ profileId }: { profileId: number }) {
  const { status, user } = useSession();

  if (status === "loading") return <FriendPlaceholder />;

  if (user?.id === profileId) {
    return (
      <>
        <Link href={`/settings/${profileId}`} prefetch={false} className={buttons.primary}>
          Redigera profil
        </Link>
        <Link href="/reports" prefetch={false} className={buttons.small}>
          Lägg till rapport
        </Link>
      </>
    );
  }

  if (status !== "member") {
    return (
      <button type="button" className={buttons.primary} onClick={() => alert(LOGIN_REQUIRED)}>
        Lägg till som matros
      </button>
    );
  }

  return (
    <Suspense fallback={<FriendPlaceholder />}>
      <FriendActions profileId={profileId} />
    </Suspense>
  );
}
