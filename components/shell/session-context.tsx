"use client";
// The session as the browser knows it. Pages are the same for everyone (and cached), so who is logged in is
// asked here, once per page load, from GET /api/auth/me. The server still checks the session on every call.
// Without a connection the member last seen on this device counts, so a page kept for offline use still offers
// the report form and the catches waiting to be sent; logging out forgets them (lib/offline/clear.ts).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { apiFetch } from "@/lib/api-client";
import { clearSessionHint, hasSessionHint } from "@/lib/auth/session-hint";

export type ShellUser = { id: number; username: string; isAdmin: boolean };

/** SPEC §4 "Session": unknown at start, then authenticated or not. */
export type SessionStatus = "loading" | "member" | "visitor";

type SessionState = {
  status: SessionStatus;
  user: ShellUser | null;
  /** Asks the server again (after logging in). */
  refresh: () => Promise<void>;
  /** Forgets the member at once (logging out clears the user even when the call fails). */
  clearUser: () => void;
};

const SessionContext = createContext<SessionState>({
  status: "loading",
  user: null,
  refresh: async () => {},
  clearUser: () => {},
});

type MeJson = { id: number; username: string; is_admin: boolean };

function isMeJson(value: unknown): value is MeJson {
  const data = value as Partial<MeJson> | null;
  return typeof data?.id === "number" && typeof data.username === "string" && typeof data.is_admin === "boolean";
}

const LAST_MEMBER_KEY = "fiskeganget-member";

function rememberMember(user: ShellUser | null): void {
  try {
    if (user) localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id: user.id, username: user.username }));
    else localStorage.removeItem(LAST_MEMBER_KEY);
  } catch {
    // storage refused (private mode): offline pages then show the visitor's view
  }
}

function lastMember(): ShellUser | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_MEMBER_KEY) ?? "null") as Partial<ShellUser> | null;
    return typeof stored?.id === "number" && typeof stored.username === "string" ? { id: stored.id, username: stored.username, isAdmin: false } : null;
  } catch {
    return null;
  }
}

async function fetchSessionUser(): Promise<ShellUser | null> {
  // Without the hint cookie there is no session to ask about: visitors never wait for (or log) a 401.
  if (!hasSessionHint()) return null;
  const result = await apiFetch("/api/auth/me", { accept: isMeJson });
  if (result.ok) {
    const user = { id: result.data.id, username: result.data.username, isAdmin: result.data.is_admin };
    rememberMember(user);
    return user;
  }
  if (result.status === 401) clearSessionHint();
  // No answer at all: no coverage, most likely. Never admin rights from memory.
  return result.status === 0 ? lastMember() : null;
}

/** SPEC §2: the page body is marked logged-in or logged-out, and is-admin, according to the session. */
function markBody(user: ShellUser | null): void {
  const classes = document.body.classList;
  classes.toggle("logged-in", user !== null);
  classes.toggle("logged-out", user === null);
  classes.toggle("is-admin", user?.isAdmin === true);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ status: SessionStatus; user: ShellUser | null }>({ status: "loading", user: null });

  const refresh = useCallback(async () => {
    const user = await fetchSessionUser();
    setState({ status: user ? "member" : "visitor", user });
  }, []);

  const clearUser = useCallback(() => {
    clearSessionHint();
    rememberMember(null);
    setState({ status: "visitor", user: null });
    void import("@/lib/offline/clear").then(({ clearOfflineData }) => clearOfflineData());
  }, []);

  useEffect(() => {
    let current = true;
    void fetchSessionUser().then((user) => {
      if (current) setState({ status: user ? "member" : "visitor", user });
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (state.status !== "loading") markBody(state.user);
  }, [state]);

  const value = useMemo(() => ({ ...state, refresh, clearUser }), [state, refresh, clearUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
