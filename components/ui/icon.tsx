// A small line icon (24 × 24 grid, drawn in the text's colour). Decorative: the text beside it, or the control's
// label, says what it means.
import type { ReactNode } from "react";

export function Icon({ children, size = 22, strokeWidth = 2 }: { children: ReactNode; size?: number; strokeWidth?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
