"use client";
// One suggestion in a search box's listbox (components/search/search-combobox.tsx), the same in both boxes.
import styles from "./user-search-box.module.css";

/** One suggestion in the listbox: its name, and a second line (a city, a place and date) when it has one. */
export function SuggestionOption({
  id,
  selected,
  name,
  detail,
  onHover,
  onPick,
}: {
  id: string;
  selected: boolean;
  name: string;
  detail?: string | null;
  onHover: () => void;
  onPick: () => void;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={styles.option}
      // Keeps the focus in the input, so the list stays open until the click has picked.
      onPointerDown={(event) => event.preventDefault()}
      onPointerEnter={onHover}
      onClick={onPick}
    >
      <span className={styles.optionName}>{name}</span>
      {detail ? <span className={styles.optionCity}>{detail}</span> : null}
    </li>
  );
}
