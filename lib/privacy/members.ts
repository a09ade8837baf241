// The one policy for what a viewer may see of a member (SPEC §2 "Other profile", §3 "Anonymous display name").
// Every read that can mention a member asks this module; it is browser-safe, so client overlays ask it too.
// The database mirrors publicDisplayName() in fisher_display_name() (the report_fisher_name_and_stats migration).

/**
 * A child under 13 whose parent has not consented yet is not a member. Every lookup by user id (profiles, friends,
 * reports by user, friend status and requests, search) answers for one exactly as for an id never used; only the
 * admin panel lists them, on purpose. Expired ones are deleted (lib/consent/cleanup.ts).
 */
export function isPendingChild(user: { consentStatus: string }): boolean {
  return user.consentStatus === "PENDING";
}

/**
 * A suspended member is no session and cannot log in while `suspended_until` lies in the future, so a suspension
 * lifts by itself at its end (lib/moderation/suspension.ts says what a suspension means to the panel).
 */
export function isSuspended(until: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (!until) return false;
  return new Date(until).getTime() > now.getTime();
}

/** isPendingChild() as a Prisma `where` fragment: `{ id, ...MEMBERS_ONLY }`. */
export const MEMBERS_ONLY = { consentStatus: { not: "PENDING" } } as const;

/** Whoever is looking: a member (id, admin flag) or a visitor (null). */
export type Viewer = { id: number; isAdmin: boolean } | null;

/** 'anonym#' plus the id padded to 3 digits: 7 → 'anonym#007', 1234 → 'anonym#1234'. */
export function anonymousDisplayName(userId: number): string {
  return `anonym#${String(userId).padStart(3, "0")}`;
}

const ANONYMOUS_NAME = /^anonym#(\d{3,10})$/;

/**
 * The member behind an anonymous display name, or null. The spec's name carries the id in the open, so this
 * reveals nothing new; it lets a member's own browser recognise their anonymous reports.
 */
export function memberIdOfAnonymousName(name: string): number | null {
  const match = ANONYMOUS_NAME.exec(name);
  return match ? Number(match[1]) : null;
}

/** The name everyone may see: the username, or the anonymous display name. */
export function publicDisplayName(user: { id: number; username: string; isAnonymous: boolean }): string {
  return user.isAnonymous ? anonymousDisplayName(user.id) : user.username;
}

/** Whether the viewer may see everything about the member: the member themself and admins. */
export function seesMember(viewer: Viewer, memberId: number): boolean {
  return viewer !== null && (viewer.id === memberId || viewer.isAdmin);
}

/** Whether the viewer may see who the member is (name, profile link): always, unless the member is anonymous. */
export function revealsMember(member: { id: number; isAnonymous: boolean }, viewer: Viewer): boolean {
  return !member.isAnonymous || seesMember(viewer, member.id);
}

/** The member's name as this viewer may see it. */
export function displayNameFor(member: { id: number; username: string; isAnonymous: boolean }, viewer: Viewer): string {
  return revealsMember(member, viewer) ? member.username : anonymousDisplayName(member.id);
}

/**
 * Whether anyone may find the member by their username in a search. An anonymous member's hit would tie the
 * username to the profile id, so only the member and admins find them.
 */
export function findableBy(member: { id: number; isAnonymous: boolean }, viewer: Viewer): boolean {
  return revealsMember(member, viewer);
}

/** The member behind a report as everyone sees it: its user_id, or the id an anonymous display name carries. */
export function reportOwnerId(report: { user_id: number | null; username: string }): number | null {
  return report.user_id ?? memberIdOfAnonymousName(report.username);
}

/** Whether the viewer may delete the report: its owner or an admin. The server decides again on delete. */
export function mayDeleteReport(report: { user_id: number | null; username: string }, viewer: Viewer): boolean {
  const ownerId = reportOwnerId(report);
  return viewer !== null && (viewer.isAdmin || (ownerId !== null && ownerId === viewer.id));
}
