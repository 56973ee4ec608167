import { type ChainRecord, type MissionSort, SEARCH_MIN_LENGTH } from "@questhq/core";
import { effectiveSearch } from "./explore-query";
import { useEffect, useRef, useState } from "react";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { chainName } from "@/features/mission-shared";
import { useDebouncedValue } from "./use-debounced-value";

export const SORT_OPTIONS: { value: MissionSort; label: string }[] = [
  { value: "featured", label: "Featured" },
  { value: "newest", label: "Newest" },
  { value: "ending_soon", label: "Ending soon" },
  { value: "most_participants", label: "Most participants" },
];

const SEARCH_DEBOUNCE_MS = 300;

export type FilterPatch = { chain?: number; sort?: MissionSort; search?: string };

export function ExploreFilters({
  chain,
  sort,
  search,
  chains,
  onChange,
}: {
  chain: number | undefined;
  sort: MissionSort;
  search: string | undefined;
  chains: ChainRecord[];
  onChange(patch: FilterPatch): void;
}) {
  const [input, setInput] = useState(search ?? "");
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  // The search value this component last wrote to the URL; any other change came from outside
  // (clear filters, back button) and replaces the text in the box.
  const written = useRef(search);

  // biome-ignore lint/correctness/useExhaustiveDependencies: onChange is new each render; only the typed text writes
  useEffect(() => {
    const next = effectiveSearch(debounced);
    if (next === written.current) return;
    written.current = next;
    onChange({ search: next });
  }, [debounced]);

  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setInput(search ?? "");
  }, [search]);

  const isTooShort = input.trim().length > 0 && input.trim().length < SEARCH_MIN_LENGTH;
  const isUnlisted = chain !== undefined && !chains.some((c) => c.id === chain);

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <div className="col-span-2 lg:col-span-1">
        <TextField
          label="Search missions"
          type="search"
          value={input}
          placeholder="Mission or organization"
          onChange={(e) => setInput(e.target.value)}
          maxLength={200}
          hint={isTooShort ? "Enter at least 2 characters" : undefined}
          autoComplete="off"
        />
      </div>
      <SelectField
        label="Chain"
        value={chain === undefined ? "" : String(chain)}
        onChange={(e) => onChange({ chain: e.target.value === "" ? undefined : Number(e.target.value) })}
      >
        <option value="">All chains</option>
        {chains.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
        {isUnlisted ? <option value={chain}>{chainName(chain)}</option> : null}
      </SelectField>
      <SelectField label="Sort" value={sort} onChange={(e) => onChange({ sort: e.target.value as MissionSort })}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
