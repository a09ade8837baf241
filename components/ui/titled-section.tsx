// A section named by its own h2 (aria-labelledby), so screen readers list it as a region under that name.
import type { ReactNode } from "react";

type Props = {
  /** The heading's id; unique on the page. */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
};

export function TitledSection({ id, title, className, headingClassName, children }: Props) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
