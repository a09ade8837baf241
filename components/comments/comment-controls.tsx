"use client";
// What the viewer may do with one comment. Only a member may do anything, so the buttons' code (answering,
// removing, flagging) loads once the session says a member is there: a visitor reading the talk downloads none of it.
import { lazy, Suspense } from "react";
import { useSession } from "@/components/shell/session-context";
import type { CommentControlsProps } from "./member-comment-controls";

const Controls = lazy(() => import("./member-comment-controls").then((module) => ({ default: module.MemberCommentControls })));

export function CommentControls(props: CommentControlsProps) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Controls {...props} />
    </Suspense>
  );
}
