"use client";
// The comment form as the talk places it: its code loads once a member is there to write (the composer and the
// 'Svara' button are only theirs), so a visitor reading the talk downloads none of it.
import { lazy, Suspense, type ComponentProps } from "react";

const Form = lazy(() => import("./comment-form").then((module) => ({ default: module.CommentForm })));

export function CommentForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
