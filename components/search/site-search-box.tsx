"use client";
// The site's search box: as you type, catches, species, news and (for members) members in groups, as the ARIA 1.2
// combobox with a grouped listbox (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Down and Up move through
// every option, Enter opens the highlighted one or, with none, the member results (SPEC §2), Escape closes.
// 'Visa alla' under the catches opens the full list at /reports?q=. What only a search needs (asking the server,
// the groups and their markup: site-suggestions.tsx) loads with the first search, so no page carries it before.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { isSearchableQuery, SEARCH_DEBOUNCE_MS, searchResultsHref } from "@/lib/profiles/search";
import { SUGGEST_QUERY_MAX } from "@/lib/search/suggest-types";
import { SEARCH_REQUEST_TIMEOUT_MS, searchErrorMessage } from "@/components/search/search-messages";
import type { Group, Option } from "./site-suggestions";
import styles from "./user-search-box.module.css";
import own from "./site-search-box.module.css";

const loadSuggestions = () => import("./site-suggestions");
const SuggestionGroups = lazy(loadSuggestions);

export function SiteSearchBox({ label = "Sök på Fiskegänget" }: { label?: string }) {
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const errorId = `${baseId}-error`;

  const [query, setQuery] = useState("");
  const [groups, setGroups] = useState<Group[]>([]);
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const options = groups.flatMap((group) => group.options);
  const optionId = (key: string) => `${baseId}-option-${key}`;

  function cancelPending() {
    window.clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  async function search(term: string) {
    const controller = new AbortController();
    request.current = controller;
    const timeout = window.setTimeout(() => controller.abort(), SEARCH_REQUEST_TIMEOUT_MS);
    setSearching(true);
    setOpen(true);
    setError(null);
    try {
      const { fetchSuggestions } = await loadSuggestions();
      const found = await fetchSuggestions(term, controller.signal);
      if (request.current !== controller) return;
      setGroups(found);
      setActive(-1);
    } catch (failure) {
      if (request.current !== controller) return;
      console.error("Sökningen misslyckades", failure);
      setError(searchErrorMessage((failure as { status?: number }).status ?? 0));
      setGroups([]);
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
      setGroups([]);
      setSearching(false);
      close();
      return;
    }
    timer.current = window.setTimeout(() => void search(value.trim()), SEARCH_DEBOUNCE_MS);
  }

  function go(option: Option) {
    cancelPending();
    setGroups([]);
    setQuery("");
    close();
    router.push(option.href);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSearchableQuery(query)) return;
    cancelPending();
    close();
    router.push(searchResultsHref(query));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
      event.preventDefault();
      setOpen(true);
      const down = event.key === "ArrowDown";
      setActive((index) => (index < 0 ? (down ? 0 : count - 1) : (index + (down ? 1 : -1) + count) % count));
    } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      // The drawer closes on Escape too; the first Escape only closes the suggestions.
      event.nativeEvent.stopImmediatePropagation();
      close();
    }
  }

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

  const expanded = open && (searching || groups.length > 0);
  const activeOption = expanded && active >= 0 && options[active] ? optionId(options[active].key) : undefined;
  // The highlighted option stays in sight as the arrows move through a list longer than the screen.
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption)?.scrollIntoView({ block: "nearest" });
  }, [activeOption]);
  const announcement = searching || !open ? "" : options.length === 0 ? "Inga förslag" : `${options.length} förslag, välj med pil upp och ner`;
  const positions = new Map(options.map((option, position) => [option.key, position]));

  return (
    <div className={styles.root} ref={rootRef}>
      <form role="search" aria-label={label} className={styles.form} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          Sök
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
            placeholder="Fångst, art, nyhet eller användare"
            maxLength={SUGGEST_QUERY_MAX}
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

        <div className={`${styles.popup} ${own.popup}`} hidden={!expanded}>
          {searching ? <p className={styles.note}>Söker...</p> : null}
          <ul id={listboxId} role="listbox" aria-label="Förslag" className={styles.list}>
            {groups.length > 0 ? (
              <Suspense fallback={null}>
                <SuggestionGroups
                  groups={groups}
                  baseId={baseId}
                  active={active}
                  positions={positions}
                  optionId={optionId}
                  onHover={setActive}
                  onPick={go}
                />
              </Suspense>
            ) : null}
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
      <Link href={searchResultsHref(query)} prefetch={false} className={styles.showAll}>
        Visa alla sökresultat
      </Link>
    </div>
  );
}
