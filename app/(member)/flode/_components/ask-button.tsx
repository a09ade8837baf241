"use client";
// "Bli matroser": sends the friend request (POST /api/friends/request/{id}) and says how it went, in place.
import { useState } from "react";
import { postJson } from "@/lib/api-client";
import buttons from "@/components/ui/buttons.module.css";

export function AskButton({ userId, name }: { userId: number; name: string }) {
  const [state, setState] = useState<{ status: "idle" | "busy" | "sent" } | { status: "failed"; message: string }>({ status: "idle" });
  if (state.status === "sent") return <span role="status">Förfrågan skickad</span>;
  return (
    <span>
      <button
        type="button"
        className={buttons.small}
        disabled={state.status === "busy"}
        aria-busy={state.status === "busy" || undefined}
        onClick={async () => {
          setState({ status: "busy" });
          const result = await postJson<{ message: string }>(`/api/friends/request/${userId}`);
          setState(result.ok ? { status: "sent" } : { status: "failed", message: result.error });
        }}
      >
        Bli matroser<span className="visually-hidden"> med {name}</span>
      </button>
      {state.status === "failed" ? <span role="alert"> {state.message}</span> : null}
    </span>
  );
}
