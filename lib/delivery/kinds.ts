// The kinds of notification a member makes choices about, and the channels they reach the member by.
// Browser-safe: the settings form and the server read the same lists.

export const NOTIFICATION_KINDS = [
  "friend_request",
  "friend_accepted",
  "like",
  "comment",
  "reply",
  "personal_best",
  "competitions",
  "trips",
  "news",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The weekly digest is a choice of its own, by e-mail only. */
export const DIGEST = "digest" as const;
export type PreferenceKind = NotificationKind | typeof DIGEST;
export const PREFERENCE_KINDS: readonly PreferenceKind[] = [...NOTIFICATION_KINDS, DIGEST];

export const CHANNELS = ["site", "email", "push"] as const;
export type Channel = (typeof CHANNELS)[number];

/** How the settings name each kind, and the subject of an e-mail about it. */
export const KIND_LABELS: Record<PreferenceKind, string> = {
  friend_request: "Matros-förfrågningar",
  friend_accepted: "Accepterade förfrågningar",
  like: "Gillningar av dina fångster",
  comment: "Kommentarer på dina fångster",
  reply: "Svar där du har kommenterat",
  personal_best: "Matrosers personbästa",
  competitions: "Tävlingar",
  trips: "Fisketurer",
  news: "Nyheter",
  digest: "Veckosammanfattning",
};

export const CHANNEL_LABELS: Record<Channel, string> = { site: "På sajten", email: "E-post", push: "Push" };

export function isPreferenceKind(value: string): value is PreferenceKind {
  return (PREFERENCE_KINDS as readonly string[]).includes(value);
}

/**
 * The kind of a notification type as the database trigger sets it (prisma/migrations/…_notification_delivery),
 * for code that only has the type: every `competition_*` type is "competitions", every `trip_*` "trips", types it does not know are
 * shown on the site only (null). A comment on a catch is "comment" for its owner and "reply" for others.
 */
export function kindOfType(type: string, { ownsThread = false }: { ownsThread?: boolean } = {}): NotificationKind | null {
  switch (type) {
    case "friend_request":
    case "friend_accepted":
    case "personal_best":
      return type;
    case "report_liked":
      return "like";
    case "report_comment":
      return ownsThread ? "comment" : "reply";
    case "news_comment":
      return "reply";
  }
  if (type.startsWith("competition_")) return "competitions";
  if (type.startsWith("trip_")) return "trips";
  if (type.startsWith("news_")) return "news";
  return null;
}
