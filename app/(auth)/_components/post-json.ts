// The account screens' forms post through the site's one API helper.
export { FALLBACK_ERROR, postJson } from "@/lib/api-client";
