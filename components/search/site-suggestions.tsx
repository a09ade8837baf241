"use client";
// The part of the site's search box that only a search needs, loaded with the first one: asking
// /api/search/suggest, turning its answer into groups of options, and drawing the groups in the listbox.
import { searchResultName } from "@/components/search/search-messages";
import { formatFishingDate, formatWeight } from "@/lib/reports/display";
import { catchesHref, type Suggestions } from "@/lib/search/suggest-types";
import { SuggestionOption } from "./suggestion-option";
import styles from "./user-search-box.module.css";
import own from "./site-search-box.module.css";

export type Option = { key: string; href: string; label: string; detail?: string };
export type Group = { id: string; title: string; options: Option[]; note?: string };

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

/** The groups for `term`; a failed search throws with the HTTP status (0: no usable answer). */
export async function fetchSuggestions(term: string, signal: AbortSignal): Promise<Group[]> {
  const res = await fetch(`/api/search/suggest?${new URLSearchParams({ q: term }).toString()}`, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
    signal,
  });
  if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { status: res.status });
  const data: unknown = await res.json();
  if (!isSuggestions(data)) throw new Error("Ogiltigt svar från servern");
  return groupsOf(data, term);
}

type GroupsProps = {
  groups: Group[];
  baseId: string;
  active: number;
  positions: Map<string, number>;
  optionId: (key: string) => string;
  onHover: (position: number) => void;
  onPick: (option: Option) => void;
};

/** The groups inside the box's listbox: a titled group per kind, its options, and its note. */
export default function SuggestionGroups({ groups, baseId, active, positions, optionId, onHover, onPick }: GroupsProps) {
  return groups.map((group) => (
    <li key={group.id} role="presentation">
      <ul role="group" aria-labelledby={`${baseId}-${group.id}`} className={styles.list}>
        <li role="presentation" id={`${baseId}-${group.id}`} className={own.groupTitle}>
          {group.title}
        </li>
        {group.options.map((option) => {
          const position = positions.get(option.key) ?? -1;
          return (
            <SuggestionOption
              key={option.key}
              id={optionId(option.key)}
              selected={position === active}
              name={option.label}
              detail={option.detail}
              onHover={() => onHover(position)}
              onPick={() => onPick(option)}
            />
          );
        })}
        {group.note ? (
          <li role="presentation" className={styles.note}>
            {group.note}
          </li>
        ) : null}
      </ul>
    </li>
  ));
}
