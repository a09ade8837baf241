// What the profile's friend button shows while the session or the friendship is being checked, and what it tells
// a visitor: shared by profile-actions.tsx and friend-actions.tsx.
import styles from "@/components/profiles/profiles.module.css";
import buttons from "@/components/ui/buttons.module.css";

export const LOGIN_REQUIRED = "Du måste vara inloggad för att lägga till matroser";

export function FriendPlaceholder() {
  return (
    <span className={`${buttons.small} ${styles.placeholder}`} aria-hidden="true">
      Laddar...
    </span>
  );
}
