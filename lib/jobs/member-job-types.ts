// A job a member waits for, as GET /api/jobs/{id} answers it. Browser-safe.

export type MemberJobState = "waiting" | "running" | "done" | "failed";

export type MemberJobJson = {
  id: string;
  /** the job kind (an import of catches: "logbook-import") */
  kind: string;
  state: MemberJobState;
  /** steps to do and done; a progress bar shows done / total */
  total: number;
  done: number;
  /** what the job came to, when done: the kind's own figures */
  result: Record<string, unknown> | null;
  /** why it failed, in Swedish */
  error: string | null;
  /** ISO timestamps */
  created_at: string;
  updated_at: string;
};

/** Whether the page should ask again: the job has not ended. */
export const isUnderWay = (state: MemberJobState) => state === "waiting" || state === "running";
