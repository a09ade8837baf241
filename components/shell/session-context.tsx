"use client";
// The session as the browser knows it. Pages are the same for everyone (and cached), so who is logged in is
// asked here, once per page load, from GET /api/auth/me. The server still checks the session on every call.
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

async function fetchSessionUser(): Promise<ShellUser | null> {
  // Without the hint cookie there is no session to ask about: visitors never wait for (or log) a 401.
  if (!hasSessionHint()) return null;
  const result = await apiFetch("/api/auth/me", { accept: isMeJson });
  if (result.ok) return { id: result.data.id, username: result.data.username, isAdmin: result.data.is_admin };
  if (result.status === 401) clearSessionHint();
  return null;
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
    setState({ status: "visitor", user: null });
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
