// /notifications – 'Notifikationer': the member's notifications, newest first.
import type { Metadata } from "next";
import { NotificationList } from "./_components/notification-list";

export const metadata: Metadata = { title: "Notifikationer" };

export default function NotificationsPage() {
  return <NotificationList />;
}
