// /profile/{id}/friends – a member's friends, read-only, usernames only (anonymous friends by their anonymous
// name). Cached like the profile and expired with it.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import styles from "@/components/profiles/profiles.module.css";
import { getCachedFriendList, getCachedProfilePage, profileIdOf } from "@/lib/profiles/cached";

type FriendsPageProps = { params: Promise<{ id: string }> };

export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

async function load(rawId: string) {
  const id = profileIdOf(rawId);
  if (!id) return null;
  const [page, friends] = await Promise.all([getCachedProfilePage(id), getCachedFriendList(id)]);
  return page && friends ? { profile: page.profile, friends } : null;
}

export async function generateMetadata({ params }: FriendsPageProps): Promise<Metadata> {
  const data = await load((await params).id);
  if (!data) return { title: "Profil hittades inte", robots: { index: false } };
  return {
    title: { absolute: `Matroser för ${data.profile.displayName} – Fiskegänget` },
    alternates: { canonical: `/profile/${data.profile.id}/friends` },
    robots: { index: false },
  };
}

export default async function FriendsOfMemberPage({ params }: FriendsPageProps) {
  const data = await load((await params).id);
  if (!data) notFound();
  const { profile, friends } = data;

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>Matroser för användare #{profile.id}</h1>
        <Link href={`/profile/${profile.id}`} prefetch={false} className={styles.link}>
          ← Till {profile.displayName}
        </Link>
      </div>
      {friends.length === 0 ? (
        <p className={styles.notice}>Denna användaren har inga matroser ännu.</p>
      ) : (
        <ul className={styles.list}>
          {friends.map((friend) => (
            <li key={friend.id} className={styles.listItem}>
              <span className={styles.initial} aria-hidden="true">
                {friend.username.charAt(0).toUpperCase()}
              </span>
              <Link href={`/profile/${friend.id}`} prefetch={false} className={`${styles.grow} ${styles.link}`}>
                {friend.username}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
