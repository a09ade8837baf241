// The moon's phase drawn as a small disc (its lit part from lib/conditions/display.ts); the words beside it say
// the same, so the picture is hidden from screen readers.
import { moonPath } from "@/lib/conditions/display";

export function MoonIcon({ phase }: { phase: number }) {
  return (
    <svg style={{ flex: "none" }} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11.5" fill="#1f3547" stroke="#53677a" strokeWidth="1" />
      <path d={moonPath(phase)} fill="#f3e9b5" />
    </svg>
  );
}
