// The way back from one report or article to its list, as a breadcrumb landmark.
import Link from "next/link";
import layout from "./layout.module.css";

export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <nav aria-label="Brödsmulor" className={layout.backLink}>
      <Link href={href}>← {children}</Link>
    </nav>
  );
}
