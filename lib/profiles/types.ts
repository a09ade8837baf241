// The shapes the profiles domain hands to pages and the API (SPEC §3 "User (profile)", "Friend"). Browser-safe.

/**
 * A member's profile as one viewer may see it. `hidden` is true when the member is anonymous and the viewer is
 * neither them nor an admin: the real names, city, e-mail and image are then null (shown as 'Dolt') and
 * `username` is the 'anonym#007' display name. The e-mail is only ever given to the member themself and admins.
 */
export type ProfileJson = {
  id: number;
  username: string;
  displayName: string;
  firstname: string | null;
  lastname: string | null;
  city: string | null;
  email: string | null;
  /** stored file name, served from /uploads/profiles/{profile_image} */
  profile_image: string | null;
  is_anonymous: boolean;
  is_admin: boolean;
  report_count: number;
  created_at: string;
  hidden: boolean;
};

export type ProfileStats = {
  totalCatches: number;
  /** YYYY-MM-DD, or null without catches */
  latestCatchDate: string | null;
  mostCommonFish: string | null;
};

/** One of a member's friends ('matroser'), as the viewer may see them. Names are null when hidden. */
export type FriendJson = {
  id: number;
  username: string;
  is_anonymous: boolean;
  firstname: string | null;
  lastname: string | null;
  /** ISO timestamp */
  friend_since: string;
};

/** An incoming friend request (SPEC §3 "Friend request"). */
export type FriendRequestJson = {
  friendship_id: number;
  user_id: number;
  username: string;
  firstname: string | null;
  lastname: string | null;
  created_at: string;
};

/** Where the viewer stands with a member, for the add-friend button. */
export type FriendshipState = "self" | "none" | "sent" | "received" | "friends";
