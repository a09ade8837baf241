"use client";
// The editor's place on /news: admins get it (its code loads only for them); everyone else, and the page as
// cached, get nothing here. Drafts are fetched by the editor from the API, so none is ever in the cached page.
import { lazy, Suspense } from "react";
import { useSession } from "@/components/shell/session-context";
import styles from "./news.module.css";

const NewsAdmin = lazy(() => import("./news-admin").then((module) => ({ default: module.NewsAdmin })));

export function NewsAdminSlot() {
  const { user } = useSession();
  return user?.isAdmin ? (
    <Suspense fallback={<p className={styles.muted}>Laddar...</p>}>
      <NewsAdmin />
    </Suspense>
  ) : null;
}
