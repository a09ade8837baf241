"use client";
// The search row above an admin list: a labelled search box, the list's own filters (if any) and 'Sök'.
import type { ReactNode } from "react";
import buttons from "@/components/ui/buttons.module.css";
import formStyles from "@/components/ui/form.module.css";
import styles from "./admin.module.css";

type SearchFiltersProps = {
  /** The search landmark's name, e.g. 'Sök användare'. */
  name: string;
  inputId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  children?: ReactNode;
};

export function SearchFilters({ name, inputId, label, value, onChange, onSearch, children }: SearchFiltersProps) {
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <div className={formStyles.field}>
        <label htmlFor={inputId} className={formStyles.label}>
          {label}
        </label>
        <input id={inputId} type="search" className={formStyles.input} value={value} maxLength={100} onChange={(event) => onChange(event.target.value)} />
      </div>
      {children}
      <button type="submit" className={buttons.primary}>
        Sök
      </button>
    </form>
  );
}
