"use client";
// The site's search box: as you type, catches, species, news and (for members) members in groups, as the ARIA 1.2
// combobox with a grouped listbox (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Down and Up move through
// every option, Enter opens the highlighted one or, with none, the member results (SPEC §2), Escape closes.
// 'Visa alla' under the catches opens the full list at /reports?q=.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { isSearchableQuery, SEARCH_DEBOUNCE_MS, searchResultsHref } from "@/lib/profiles/search";
import { catchesHref, SUGGEST_QUERY_MAX, type Suggestions } from "@/lib/search/suggest-types";
import { SEARCH_REQUEST_TIMEOUT_MS, searchErrorMessage, searchResultName } from "@/components/search/search-messages";
import { formatFishingDate, formatWeight } from "@/lib/reports/display";
import styles from "./user-search-box.module.css";
import own from "./site-search-box.module.css";

type Option = { key: string; href: string; label: string; detail?: string };
type Group = { id: string; title: string; options: Option[]; note?: string };

function groupsOf(data: Suggestions, query: string): Group[] {
  const catches: Option[] = data.catches.map((c) => ({
    key: `r${c.id}`,
    href: `/reports/${c.id}`,
    label: `${c.fish}, ${formatWeight(c.weight)}`,
    detail: `${c.location} · ${formatFishingDate(c.fishing_date)} · ${c.username}`,
  }));
  if (catches.length > 0) catches.push({ key: "all", href: catchesHref(query), label: "Visa alla fångster", detail: `för ”${query.trim()}”` });
  const members: Option[] = (data.members ?? []).map((m) => ({
    key: `m${m.id}`,
    href: `/profile/${m.id}`,
    label: searchResultName(m),
    detail: m.city ?? undefined,
  }));
  return [
    { id: "catches", title: "Fångster", options: catches, note: catches.length ? undefined : "Inga fångster hittades" },
    { id: "species", title: "Arter", options: data.species.map((s) => ({ key: `s${s.slug}`, href: `/arter/${s.slug}`, label: s.name, detail: s.latin })) },
    { id: "news", title: "Nyheter", options: data.news.map((n) => ({ key: `n${n.id}`, href: n.path, label: n.title })) },
    {
      id: "members",
      title: "Användare",
      options: members,
      note: data.members === null ? "Du måste vara inloggad för att söka användare" : members.length ? undefined : "Inga användare hittades",
    },
  ].filter((group) => group.options.length > 0 || group.note);
}

function isSuggestions(value: unknown): value is Suggestions {
  const data = value as Partial<Suggestions> | null;
  return Array.isArray(data?.catches) && Array.isArray(data.species) && Array.isArray(data.news);
}

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
      const res = await fetch(`/api/search/suggest?${new URLSearchParams({ q: term }).toString()}`, {
        credentials: "same-origin",
        headers: { accept: "application/json" },
        signal: controller.signal,
      });
      if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { status: res.status });
      const data: unknown = await res.json();
      if (request.current !== controller) return;
      if (!isSuggestions(data)) throw new Error("Ogiltigt svar från servern");
      setGroups(groupsOf(data, term));
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
            {groups.map((group) => (
              <li key={group.id} role="presentation">
                <ul role="group" aria-labelledby={`${baseId}-${group.id}`} className={styles.list}>
                  <li role="presentation" id={`${baseId}-${group.id}`} className={own.groupTitle}>
                    {group.title}
                  </li>
                  {group.options.map((option) => {
                    const position = positions.get(option.key) ?? -1;
                    return (
                      <li
                        key={option.key}
                        id={optionId(option.key)}
                        role="option"
                        aria-selected={position === active}
                        className={styles.option}
                        onPointerDown={(event) => event.preventDefault()}
                        onPointerEnter={() => setActive(position)}
                        onClick={() => go(option)}
                      >
                        <span className={styles.optionName}>{option.label}</span>
                        {option.detail ? <span className={styles.optionCity}>{option.detail}</span> : null}
                      </li>
                    );
                  })}
                  {group.note ? (
                    <li role="presentation" className={styles.note}>
                      {group.note}
                    </li>
                  ) : null}
                </ul>
              </li>
            ))}
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
