// /my-profile – the member's own profile with every catch and the statistics; a visitor is sent to /login.
import type { Metadata } from "next";
import { MyProfile } from "./_components/my-profile";

export const metadata: Metadata = { title: "Min profil" };

export default function MyProfilePage() {
  return <MyProfile />;
}
