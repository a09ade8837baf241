"use client";
// The field under the talk: a form for members, a way in for visitors (the page itself is the same for both).
import Link from "next/link";
import { useSession } from "@/components/shell/session-context";
import type { CommentThread } from "@/lib/comments/messages";
import { CommentForm } from "./lazy-comment-form";
import styles from "./comments.module.css";

export function CommentComposer({ thread, path }: { thread: CommentThread; path: string }) {
  const { status } = useSession();
  if (status === "loading") return null;
  if (status === "visitor") {
    return (
      <p className={styles.login}>
        <Link href={`/login?next=${encodeURIComponent(`${path}#kommentarer`)}`} prefetch={false}>
          Logga in
        </Link>{" "}
        för att kommentera.
      </p>
    );
  }
  return <CommentForm thread={thread} />;
}
