// Work a handler must do but must not make the client wait for, or be able to time: the answer goes out first.
import "server-only";
import { after } from "next/server";

/**
 * Runs `task` after the response has been sent. Outside a request (tests, scripts) there is no "after",
 * so the task runs at once and this resolves when it is done. A failing task is logged, never rethrown.
 */
export async function runAfterResponse(label: string, task: () => Promise<unknown>): Promise<void> {
  const guarded = async () => {
    try {
      await task();
    } catch (error) {
      console.error(`[after-response] ${label} failed`, error);
    }
  };
  try {
    after(guarded);
  } catch {
    await guarded();
  }
}
