// Page sizes shared by lists in several domains. Browser-safe.

/** Rows per page in the admin panel's lists (members, reports, flags, blocked addresses). */
export const ADMIN_PAGE_SIZE = 20;
