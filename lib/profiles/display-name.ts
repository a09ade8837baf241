// How a member is shown to people who may not see who they are (SPEC §3 "Anonymous display name"). Browser-safe.
// The database mirrors this in fisher_display_name() (see the report_fisher_name_and_stats migration).

/** 'anonym#' plus the id padded to 3 digits: 7 → 'anonym#007', 1234 → 'anonym#1234'. */
export function anonymousDisplayName(userId: number): string {
  return `anonym#${String(userId).padStart(3, "0")}`;
}

/** The name everyone may see: the username, or the anonymous display name. */
export function publicDisplayName(user: { id: number; username: string; isAnonymous: boolean }): string {
  return user.isAnonymous ? anonymousDisplayName(user.id) : user.username;
}
