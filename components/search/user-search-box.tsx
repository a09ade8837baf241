"use client";
// The member search box: members as you type, Enter for all results (components/search/search-combobox.tsx).
import { useRouter } from "next/navigation";
import { SEARCH_QUERY_MAX, type UserSearchResult } from "@/lib/profiles/search";
import { searchResultName } from "@/components/search/search-messages";
import { SearchCombobox } from "./search-combobox";
import { SuggestionOption } from "./suggestion-option";

type Props = {
  /** Called with the picked member instead of opening their profile. */
  onSelect?: (user: UserSearchResult) => void;
  initialQuery?: string;
  /** Adds the 'Visa alla sökresultat' link under the box. */
  showAllLink?: boolean;
  label?: string;
};

/** The members whose names match `term`; a failed search throws with the HTTP status. */
async function fetchMembers(term: string, signal: AbortSignal): Promise<UserSearchResult[]> {
  const res = await fetch(`/api/profile/search/${encodeURIComponent(term)}`, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
    signal,
  });
  if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { status: res.status });
  const users: unknown = await res.json();
  return Array.isArray(users) ? (users as UserSearchResult[]) : [];
}

const itself = (users: UserSearchResult[]) => users;
const hasAny = (users: UserSearchResult[]) => users.length > 0;
const keyOf = (user: UserSearchResult) => String(user.id);

export function UserSearchBox({ onSelect, initialQuery = "", showAllLink = false, label = "Sök användare" }: Props) {
  const router = useRouter();
  return (
    <SearchCombobox
      label={label}
      inputLabel={label}
      placeholder="Användarnamn"
      maxLength={SEARCH_QUERY_MAX}
      initialQuery={initialQuery}
      fetchSuggestions={fetchMembers}
      optionsOf={itself}
      shows={hasAny}
      failureLog="Användarsökningen misslyckades"
      keyOf={keyOf}
      onPick={(user) => (onSelect ? onSelect(user) : router.push(`/profile/${user.id}`))}
      emptyNote="Inga användare hittades"
      showAllLink={showAllLink}
      renderOptions={(users, { active, setActive, pick, ids }) =>
        users.map((user, index) => (
          <SuggestionOption
            key={user.id}
            id={ids.optionId(keyOf(user))}
            selected={index === active}
            name={searchResultName(user)}
            detail={user.city}
            onHover={() => setActive(index)}
            onPick={() => pick(user)}
          />
        ))
      }
    />
  );
}
