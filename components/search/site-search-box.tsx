"use client";
// The site's search box: as you type, catches, species, news and (for members) members in groups, in the one
// combobox of the site (components/search/search-combobox.tsx) with a grouped listbox. Enter with no option
// highlighted opens the member results (SPEC §2); 'Visa alla' under the catches opens the full list at /reports?q=.
// What only a search needs (asking the server, the groups and their markup: site-suggestions.tsx) loads with the
// first search, so no page carries it before.
import { useRouter } from "next/navigation";
import { lazy, Suspense } from "react";
import { SUGGEST_QUERY_MAX } from "@/lib/search/suggest-types";
import type { Group, Option } from "./site-suggestions";
import { SearchCombobox } from "./search-combobox";
import own from "./site-search-box.module.css";

const loadSuggestions = () => import("./site-suggestions");
const SuggestionGroups = lazy(loadSuggestions);

async function fetchGroups(term: string, signal: AbortSignal): Promise<Group[]> {
  const { fetchSuggestions } = await loadSuggestions();
  return fetchSuggestions(term, signal);
}

const optionsOf = (groups: Group[]) => groups.flatMap((group) => group.options);
const hasGroups = (groups: Group[]) => groups.length > 0;
const keyOf = (option: Option) => option.key;

export function SiteSearchBox({ label = "Sök på Fiskegänget" }: { label?: string }) {
  const router = useRouter();
  return (
    <SearchCombobox
      label={label}
      inputLabel="Sök"
      placeholder="Fångst, art, nyhet eller användare"
      maxLength={SUGGEST_QUERY_MAX}
      fetchSuggestions={fetchGroups}
      optionsOf={optionsOf}
      shows={hasGroups}
      failureLog="Sökningen misslyckades"
      keyOf={keyOf}
      onPick={(option) => router.push(option.href)}
      popupClassName={own.popup}
      showAllLink
      renderOptions={(groups, { options, active, setActive, pick, ids }) => (
        <Suspense fallback={null}>
          <SuggestionGroups
            groups={groups}
            baseId={ids.baseId}
            active={active}
            positions={new Map(options.map((option, position) => [option.key, position]))}
            optionId={ids.optionId}
            onHover={setActive}
            onPick={pick}
          />
        </Suspense>
      )}
    />
  );
}
