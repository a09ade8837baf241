"use client";
// One admin list or total from the API, with the loading, error ('Kunde inte ...') and ready states every tab shows.
import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client";

export type AdminData<T> =
  | { status: "loading" }
  | { status: "error"; error: string }
  | { status: "ready"; data: T };

/** Fetches `url` (again whenever it changes, or on reload()); `failure` is the 'Kunde inte ...' headline. */
export function useAdminData<T>(url: string, failure: string): { state: AdminData<T>; reload: () => void } {
  const [state, setState] = useState<AdminData<T>>({ status: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // While a new page loads the previous one stays on screen (no jump); the first load shows 'Laddar...'.
    void apiFetch<T>(url, { signal: controller.signal, fallback: "" }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ status: "ready", data: result.data });
      else setState({ status: "error", error: failureText(failure, result.error) });
    });
    return () => controller.abort();
  }, [url, failure, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}

/** 'Kunde inte hämta användare: <the server's reason>' or the headline alone. */
export function failureText(failure: string, detail: string | undefined): string {
  return detail ? `${failure}: ${detail}` : failure;
}

const dateTime = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Stockholm" });
const dateOnly = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeZone: "Europe/Stockholm" });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

export type Paged = { total: number; page: number; pageSize: number };
