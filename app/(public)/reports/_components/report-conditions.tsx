// The 'Förhållanden' block on a catch's page. The page is cached for everyone, so it arrives drawn on the server
// with what everyone may see; only for a member, or while SMHI has not answered yet, does the browser load the
// part that asks the API (conditions-live.tsx) and take over. A visitor's page carries none of that code.
import type { ConditionsView } from "@/lib/conditions/types";
import { ConditionsBlock } from "./conditions-block";
import { ConditionsUpgrade } from "./conditions-upgrade";

export function ReportConditions({ reportId, initial }: { reportId: number; initial: ConditionsView | null }) {
  return (
    <ConditionsUpgrade reportId={reportId} initial={initial}>
      {initial ? <ConditionsBlock view={initial} /> : null}
    </ConditionsUpgrade>
  );
}
