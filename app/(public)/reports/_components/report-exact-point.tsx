"use client";
// The area's picture on a catch's page, and for a member the exact point on it when the rule lets them see it.
// Visitors never may, so the code that asks for the point loads only once the session says a member is there.
import { lazy, Suspense } from "react";
import { useSession } from "@/components/shell/session-context";
import type { ExactPointProps } from "./member-exact-point";
import styles from "./report-area.module.css";

const MemberExactPoint = lazy(() => import("./member-exact-point").then((module) => ({ default: module.MemberExactPoint })));

export function ReportExactPoint(props: ExactPointProps) {
  const { status } = useSession();
  const area = <div className={styles.map}>{props.children}</div>;
  if (status !== "member") return area;
  return (
    <Suspense fallback={area}>
      <MemberExactPoint {...props} />
    </Suspense>
  );
}
