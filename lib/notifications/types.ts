// A notification as the API answers it (SPEC §3 "Notification"). Browser-safe.
export type NotificationType =
  | "new_report"
  | "report_liked"
  | "friend_request"
  | "friend_accepted"
  | "personal_best"
  | "report_comment"
  | "news_comment"
  | "competition_invited"
  | "competition_joined"
  | "competition_lead"
  | "competition_ended"
  | "competition_disqualified"
  | "logbook_import"
  | "trip_invited"
  | "trip_changed"
  | "trip_answered"
  | "trip_reminder"
  | (string & {});

export type NotificationJson = {
  id: number;
  type: NotificationType;
  message: string;
  is_read: boolean;
  /** ISO timestamp */
  created_at: string;
  from_user_id: number | null;
  related_id: number | null;
};

export type NotificationPage = { notifications: NotificationJson[]; nextCursor: string | null };

/**
 * Where a notification leads when clicked (SPEC §2): the sender's profile for the spec's four types (for reports
 * only when there is a related report), the catch for a friend's personal best, the comments for a comment;
 * null when there is nowhere to go.
 */
export function notificationTarget(notification: Pick<NotificationJson, "type" | "from_user_id" | "related_id">): string | null {
  // A competition's news, whoever caused it (an ended competition or a lead change has no sender).
  if (notification.type.startsWith("competition_")) return notification.related_id !== null ? `/tavlingar/${notification.related_id}` : null;
  // The member's own import: its page shows how it went and the rows to fix.
  if (notification.type === "logbook_import") return "/my-profile/importera";
  // A trip's news: its page, where the invited answer.
  if (notification.type.startsWith("trip_")) return notification.related_id !== null ? `/turer/${notification.related_id}` : null;
  if (notification.from_user_id === null) return null;
  switch (notification.type) {
    case "new_report":
    case "report_liked":
      return notification.related_id !== null ? `/profile/${notification.from_user_id}` : null;
    case "friend_request":
    case "friend_accepted":
      return `/profile/${notification.from_user_id}`;
    // The catch itself: its page shows the 'Personbästa' mark.
    case "personal_best":
      return notification.related_id !== null ? `/reports/${notification.related_id}` : null;
    // The talk under the catch or the article.
    case "report_comment":
      return notification.related_id !== null ? `/reports/${notification.related_id}#kommentarer` : null;
    case "news_comment":
      return notification.related_id !== null ? `/news/${notification.related_id}#kommentarer` : null;
    default:
      return null;
  }
}
