"use client";
// The one search box of the site, after the ARIA 1.2 combobox pattern with a listbox
// (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): the input and its submit button, the popup of suggestions,
// the announcement for screen readers and the error. Two boxes use it: the header's search over the whole site
// (site-search-box.tsx) and the member search (user-search-box.tsx); each brings how it asks the server and how its
// options look. Down and Up move through every option, Enter opens the highlighted one or, with none, the full
// results, Escape closes the suggestions, a tap outside closes them too.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { isSearchableQuery, SEARCH_DEBOUNCE_MS, searchResultsHref } from "@/lib/profiles/search";
import { SEARCH_REQUEST_TIMEOUT_MS, searchErrorMessage } from "@/components/search/search-messages";
import styles from "./user-search-box.module.css";

export type ComboboxIds = { optionId: (key: string) => string; baseId: string };

/**
 * `R` is what one search answers (a list of members, or groups of catches, species, news and members), `T` one
 * option in it that the arrows move to.
 */
type Props<R, T> = {
  /** The search form's name for assistive technology. */
  label: string;
  /** The input's visible (to screen readers) label. */
  inputLabel: string;
  placeholder: string;
  maxLength: number;
  initialQuery?: string;
  /** Asks the server for the suggestions of a term; a failure with `status` is worded by searchErrorMessage. */
  fetchSuggestions: (term: string, signal: AbortSignal) => Promise<R>;
  /** The options of an answer, in the order the arrows move through them. */
  optionsOf: (answer: R) => T[];
  /** Whether an answer has something to show: options, or notes of its own. */
  shows: (answer: R) => boolean;
  /** What the console says when asking fails. */
  failureLog: string;
  /** Each suggestion's stable key, for its option's id. */
  keyOf: (item: T) => string;
  /** Opens a picked suggestion. */
  onPick: (item: T) => void;
  /** The listbox's content (role="option" elements with the ids from `ids.optionId`). */
  renderOptions: (
    answer: R,
    state: { options: T[]; active: number; setActive: (index: number) => void; pick: (item: T) => void; ids: ComboboxIds },
  ) => ReactNode;
  /** Shown in the popup when an answer shows nothing; without it the popup stays closed. */
  emptyNote?: string;
  popupClassName?: string;
  /** The 'Visa alla sökresultat' link under the box. */
  showAllLink?: boolean;
};

export function SearchCombobox<R, T>({
  label,
  inputLabel,
  placeholder,
  maxLength,
  initialQuery = "",
  fetchSuggestions,
  optionsOf,
  shows,
  failureLog,
  keyOf,
  onPick,
  renderOptions,
  emptyNote,
  popupClassName,
  showAllLink = false,
}: Props<R, T>) {
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const errorId = `${baseId}-error`;
  const optionId = (key: string) => `${baseId}-option-${key}`;

  const [query, setQuery] = useState(initialQuery);
  const [answer, setAnswer] = useState<R | null>(null);
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  function cancelPending() {
    window.clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function clear() {
    cancelPending();
    setAnswer(null);
    setSearching(false);
    close();
  }

  async function search(term: string) {
    const controller = new AbortController();
    request.current = controller;
    const timeout = window.setTimeout(() => controller.abort(), SEARCH_REQUEST_TIMEOUT_MS);
    setSearching(true);
    setOpen(true);
    setError(null);
    try {
      const found = await fetchSuggestions(term, controller.signal);
      // A newer search, or none, took this one's place: its answer is not shown.
      if (request.current !== controller) return;
      setAnswer(found);
      setActive(-1);
    } catch (failure) {
      if (request.current !== controller) return;
      console.error(failureLog, failure);
      setError(searchErrorMessage((failure as { status?: number }).status ?? 0));
      setAnswer(null);
      close();
    } finally {
      window.clearTimeout(timeout);
      if (request.current === controller) {
        request.current = null;
        setSearching(false);
      }
    }
  }

  function handleChange(value: string) {
    setQuery(value);
    cancelPending();
    setActive(-1);
    setError(null);
    if (!isSearchableQuery(value)) {
      clear();
      return;
    }
    timer.current = window.setTimeout(() => void search(value.trim()), SEARCH_DEBOUNCE_MS);
  }

  function pick(item: T) {
    clear();
    setQuery("");
    setError(null);
    onPick(item);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSearchableQuery(query)) return;
    clear();
    router.push(searchResultsHref(query));
  }

  const answered = answer !== null;
  const items = answered ? optionsOf(answer) : [];

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
      event.preventDefault();
      setOpen(true);
      const down = event.key === "ArrowDown";
      setActive((index) => (index < 0 ? (down ? 0 : count - 1) : (index + (down ? 1 : -1) + count) % count));
    } else if (event.key === "Enter" && open && active >= 0 && items[active] !== undefined) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      // The drawer closes on Escape too; the first Escape only closes the suggestions.
      event.nativeEvent.stopImmediatePropagation();
      close();
    }
  }

  // A click or tap anywhere outside closes the suggestions.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) close();
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // Nothing may land after the box is gone.
  useEffect(() => {
    const pending = request;
    const debounce = timer;
    return () => {
      window.clearTimeout(debounce.current);
      pending.current?.abort();
    };
  }, []);

  const showsSomething = answered && shows(answer);
  const found = answered && (showsSomething || emptyNote !== undefined);
  const expanded = open && (searching || found);
  const activeItem = expanded && active >= 0 ? items[active] : undefined;
  const activeOption = activeItem === undefined ? undefined : optionId(keyOf(activeItem));
  // The highlighted option stays in sight as the arrows move through a list longer than the screen.
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption)?.scrollIntoView({ block: "nearest" });
  }, [activeOption]);
  const announcement =
    searching || !answered || !open ? "" : items.length === 0 ? "Inga förslag" : `${items.length} förslag, välj med pil upp och ner`;

  return (
    <div className={styles.root} ref={rootRef}>
      <form role="search" aria-label={label} className={styles.form} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          {inputLabel}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            role="combobox"
            name="q"
            value={query}
            onChange={(event) => handleChange(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder={placeholder}
            maxLength={maxLength}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeOption}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className={styles.submit} disabled={!isSearchableQuery(query)}>
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
              <circle cx="11" cy="11" r="6.5" />
              <path d="m16 16 4.5 4.5" strokeLinecap="round" />
            </svg>
            <span className={styles.submitLabel}>Sök</span>
          </button>
        </div>

        <div className={popupClassName ? `${styles.popup} ${popupClassName}` : styles.popup} hidden={!expanded}>
          {searching ? <p className={styles.note}>Söker...</p> : null}
          {!searching && answered && !showsSomething && emptyNote ? <p className={styles.note}>{emptyNote}</p> : null}
          <ul id={listboxId} role="listbox" aria-label="Förslag" className={styles.list}>
            {answered && showsSomething ? renderOptions(answer, { options: items, active, setActive, pick, ids: { optionId, baseId } }) : null}
          </ul>
        </div>

        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {showAllLink ? (
        <Link href={searchResultsHref(query)} prefetch={false} className={styles.showAll}>
          Visa alla sökresultat
        </Link>
      ) : null}
    </div>
  );
}
