// A catch's conditions as a viewer is told them. Browser-safe.
import type { ConditionValues } from "@/lib/conditions/fields";
import type { SunMoon } from "@/lib/conditions/sun-moon";

/** pending: SMHI not asked yet (or down); done: looked up; failed: SMHI had nothing usable; none: no place to ask about. */
export type ConditionsStatus = "pending" | "done" | "failed" | "none";

export type ConditionsView = {
  reportId: number;
  status: ConditionsStatus;
  values: ConditionValues;
  /** the values the member set or cleared themselves */
  memberFields: string[];
  /** computed from the area's centre, or null without a place */
  sunMoon: SunMoon | null;
  /** HH:MM the member gave, or null (the sun and moon are then for noon) */
  catchTime: string | null;
  /** where each value was measured: only for viewers who may see the exact position, else null */
  stations: { field: string; name: string; km: number }[] | null;
  /** the owner may correct the values */
  canEdit: boolean;
};
