// Types for the plain-JavaScript orders beside this file.
export const REPORT_SORTS: readonly ["date", "fish", "fisher", "location"];
