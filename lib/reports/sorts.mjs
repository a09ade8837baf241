// The report list's orders, the first the default: read by the pages, proxy.ts and the production server alike.
export const REPORT_SORTS = Object.freeze(["date", "fish", "fisher", "location"]);
