"use client";
// A link that leads visitors one way and members another (the home page's quick actions), rendered the
// visitor's way on the server so cached pages stay the same for everyone.
import Link from "next/link";
import { useSession } from "@/components/shell/session-context";

type Target = { href: string; text: string };

export function SessionLink({
  visitor,
  member,
  title,
  className,
  titleClassName,
  textClassName,
}: {
  visitor: Target;
  member: Target;
  title: string;
  className?: string;
  titleClassName?: string;
  textClassName?: string;
}) {
  const { status } = useSession();
  const target = status === "member" ? member : visitor;
  return (
    <Link href={target.href} prefetch={false} className={className}>
      <span className={titleClassName}>{title}</span>
      <span className={textClassName}>{target.text}</span>
    </Link>
  );
}
