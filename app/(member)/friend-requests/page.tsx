// /friend-requests – 'Matros-förfrågningar': requests waiting for the member's answer.
import type { Metadata } from "next";
import { FriendRequests } from "./_components/friend-requests";

export const metadata: Metadata = { title: "Matros-förfrågningar" };

export default function FriendRequestsPage() {
  return <FriendRequests />;
}
