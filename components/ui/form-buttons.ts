// The class names of the large buttons that close a form or lead on from a finished step (on <button> and <Link>).
import buttons from "./buttons.module.css";

export const formButtons = {
  primary: `${buttons.primary} ${buttons.large}`,
  secondary: `${buttons.small} ${buttons.large}`,
} as const;
