// What the reports domain calls after a catch is posted or corrected: one call each, nothing awaited.
import "server-only";
import { enqueueConditionsLookup } from "@/lib/conditions/queue";
import { lookupsOn } from "@/lib/conditions/smhi/settings";

/** A catch was stored or its date, time or place may have changed: look its weather up in the background. */
export function catchWritten(reportId: number): void {
  if (lookupsOn()) enqueueConditionsLookup(reportId);
}
