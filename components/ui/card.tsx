// The site's card surface; the screen adds its own size, padding and layout through `className`.
import type { HTMLAttributes, ReactNode } from "react";
import styles from "./card.module.css";

type CardProps = {
  as?: "article" | "div" | "li" | "section";
  /** Without the shadow, for cards in a list. */
  flat?: boolean;
  className?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "className" | "children">;

export function Card({ as: Element = "div", flat = false, className, children, ...rest }: CardProps) {
  const classes = [styles.card, flat ? styles.flat : null, className].filter(Boolean).join(" ");
  return (
    <Element className={classes} {...rest}>
      {children}
    </Element>
  );
}
