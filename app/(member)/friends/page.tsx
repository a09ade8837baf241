// /friends – 'Mina Matroser': the member's own friends.
import type { Metadata } from "next";
import { MyFriends } from "./_components/my-friends";

export const metadata: Metadata = { title: "Mina Matroser" };

export default function FriendsPage() {
  return <MyFriends />;
}
