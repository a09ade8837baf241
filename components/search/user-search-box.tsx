"use client";
// The user search box: suggestions as you type (a combobox with a listbox), Enter for all results.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import {
  isSearchableQuery,
  SEARCH_DEBOUNCE_MS,
  SEARCH_QUERY_MAX,
  searchResultsHref,
  type UserSearchResult,
} from "@/lib/profiles/search";
import { SEARCH_REQUEST_TIMEOUT_MS, searchErrorMessage, searchResultName } from "@/components/search/search-messages";
import styles from "./user-search-box.module.css";

type Props = {
  /** Called with the picked member instead of opening their profile. */
  onSelect?: (user: UserSearchResult) => void;
  initialQuery?: string;
  /** Adds the 'Visa alla sökresultat' link under the box. */
  showAllLink?: boolean;
  label?: string;
};

export function UserSearchBox({ onSelect, initialQuery = "", showAllLink = false, label = "Sök användare" }: Props) {
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const errorId = `${baseId}-error`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<UserSearchResult[]>([]);
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const [answered, setAnswered] = useState(false);
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

  function clearResults() {
    cancelPending();
    setResults([]);
    setOpen(false);
    setSearching(false);
    setAnswered(false);
    setActive(-1);
  }

  async function search(term: string) {
    const controller = new AbortController();
    request.current = controller;
    let timedOut = false;
    const timeout = window.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, SEARCH_REQUEST_TIMEOUT_MS);

    setSearching(true);
    setOpen(true);
    setError(null);
    try {
      const res = await fetch(`/api/profile/search/${encodeURIComponent(term)}`, {
        credentials: "same-origin",
        headers: { accept: "application/json" },
        signal: controller.signal,
      });
      if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { status: res.status });
      const users = (await res.json()) as UserSearchResult[];
      if (request.current !== controller) return;
      setResults(Array.isArray(users) ? users : []);
      setAnswered(true);
      setActive(-1);
    } catch (failure) {
      if (request.current !== controller || (controller.signal.aborted && !timedOut)) return;
      console.error("Användarsökningen misslyckades", failure);
      const status = (failure as { status?: number }).status ?? 0;
      setError(searchErrorMessage(status));
      setResults([]);
      setAnswered(false);
      setOpen(false);
      setActive(-1);
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
    if (!isSearchableQuery(value)) {
      clearResults();
      setError(null);
      return;
    }
    const term = value.trim();
    timer.current = window.setTimeout(() => void search(term), SEARCH_DEBOUNCE_MS);
  }

  function pick(user: UserSearchResult) {
    clearResults();
    setQuery("");
    setError(null);
    if (onSelect) onSelect(user);
    else router.push(`/profile/${user.id}`);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSearchableQuery(query)) return;
    clearResults();
    router.push(searchResultsHref(query));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    switch (event.key) {
      case "ArrowDown":
        if (count === 0) return;
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((index) => (index + 1) % count);
        break;
      case "ArrowUp":
        if (count === 0) return;
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case "Enter": {
        const chosen = open && active >= 0 ? results[active] : undefined;
        if (chosen) {
          event.preventDefault();
          pick(chosen);
        }
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          // The drawer closes on Escape too; the first Escape only closes the suggestions.
          event.nativeEvent.stopImmediatePropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  }

  // A click or tap anywhere outside closes the suggestions.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setActive(-1);
      }
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

  const expanded = open && (searching || answered);
  const activeOption = expanded && active >= 0 ? optionId(active) : undefined;
  const announcement = searching
    ? ""
    : answered
      ? results.length === 0
        ? "Inga förslag"
        : `${results.length} förslag, välj med pil upp och ner`
      : "";

  return (
    <div className={styles.root} ref={rootRef}>
      <form role="search" aria-label={label} className={styles.form} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
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
            placeholder="Användarnamn"
            maxLength={SEARCH_QUERY_MAX}
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

        <div className={styles.popup} hidden={!expanded}>
          {searching && <p className={styles.note}>Söker...</p>}
          {!searching && answered && results.length === 0 && <p className={styles.note}>Inga användare hittades</p>}
          <ul id={listboxId} role="listbox" aria-label="Förslag" className={styles.list}>
            {results.map((user, index) => (
              <li
                key={user.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onPointerDown={(event) => event.preventDefault()}
                onPointerEnter={() => setActive(index)}
                onClick={() => pick(user)}
              >
                <span className={styles.optionName}>{searchResultName(user)}</span>
                {user.city && <span className={styles.optionCity}>{user.city}</span>}
              </li>
            ))}
          </ul>
        </div>

        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
      {showAllLink && (
        <Link href={searchResultsHref(query)} prefetch={false} className={styles.showAll}>
          Visa alla sökresultat
        </Link>
      )}
    </div>
  );
}
