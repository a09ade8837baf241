"use client";
// The 'Förhållanden' block as it lives in the browser, loaded only for a member or while the weather is on its way
// (report-conditions.tsx): it asks the API, which adds the stations for whoever may see the exact spot and the
// correction form for the owner, and while SMHI has not answered yet it asks again now and then.
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Loading } from "@/components/ui/states";
import { useSession } from "@/components/shell/session-context";
import { apiFetch } from "@/lib/api-client";
import type { ConditionsView } from "@/lib/conditions/types";
import buttons from "@/components/ui/buttons.module.css";
import { ConditionsBlock } from "./conditions-block";

// Only the owner corrects: the form's code (and its schema) loads when they ask for it.
const ConditionsForm = dynamic(() => import("./conditions-form").then((module) => module.ConditionsForm), {
  ssr: false,
  loading: () => <Loading label="Laddar formuläret..." />,
});

const POLL_MS = 4000;
const POLL_TRIES = 20;

export default function ConditionsLive({ reportId, initial }: { reportId: number; initial: ConditionsView | null }) {
  const { status: session } = useSession();
  const [view, setView] = useState(initial);
  const [editing, setEditing] = useState(false);
  const waiting = view?.status === "pending";

  useEffect(() => {
    if (session === "loading") return;
    if (session !== "member" && !waiting) return;
    const controller = new AbortController();
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const answer = await apiFetch<ConditionsView>(`/api/reports/${reportId}/conditions`, { signal: controller.signal });
      if (controller.signal.aborted) return;
      if (answer.ok) setView(answer.data);
      tries += 1;
      if ((!answer.ok || answer.data.status === "pending") && tries < POLL_TRIES) timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // Polling starts once per page and session; later answers update `view` without starting it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reportId, session]);

  if (!view) return null;
  const editor = view.canEdit ? (
    editing ? (
      <ConditionsForm
        view={view}
        onSaved={(next) => {
          setView(next);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    ) : (
      <p>
        <button type="button" className={buttons.small} onClick={() => setEditing(true)}>
          Rätta förhållandena
        </button>
      </p>
    )
  ) : null;
  return <ConditionsBlock view={view} editor={editor} />;
}
