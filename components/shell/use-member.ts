"use client";
// Member pages render in the browser: while the session is checked they say 'Laddar...', and a visitor is sent
// to /login with the way back. The proxy redirects earlier and every API call checks again on the server.
import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { useSession } from "@/components/shell/session-context";

export function useMember() {
  const session = useSession();
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => {
    if (session.status === "visitor") router.replace(`/login?next=${encodeURIComponent(pathname)}`);
  }, [session.status, router, pathname]);
  return session;
}
