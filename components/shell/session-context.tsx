"use client";
// The logged-in member as the shell's client leaves see it. The server decides who is logged in; this only lets
// a logout clear the member from the page at once, even when the logout call itself fails.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

export type ShellUser = { id: number; username: string; isAdmin: boolean };

type SessionState = { user: ShellUser | null; clearUser: () => void };

const SessionContext = createContext<SessionState>({ user: null, clearUser: () => {} });

export function SessionProvider({ user, children }: { user: ShellUser | null; children: ReactNode }) {
  const serverUserId = user?.id ?? null;
  const [seenUserId, setSeenUserId] = useState(serverUserId);
  const [cleared, setCleared] = useState(false);

  // A different member (or none) from the server is the truth again: forget a local logout.
  if (serverUserId !== seenUserId) {
    setSeenUserId(serverUserId);
    setCleared(false);
  }

  useEffect(() => {
    if (!cleared) return;
    document.body.classList.remove("logged-in", "is-admin");
    document.body.classList.add("logged-out");
  }, [cleared]);

  const value: SessionState = { user: cleared ? null : user, clearUser: () => setCleared(true) };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionUser(): SessionState {
  return useContext(SessionContext);
}

/** Server-rendered pieces for members and for visitors; the member's piece disappears on logout. */
export function SessionSwitch({ member, visitor }: { member: ReactNode; visitor: ReactNode }) {
  const { user } = useSessionUser();
  return <>{user ? member : visitor}</>;
}
