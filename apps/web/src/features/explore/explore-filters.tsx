import type { ChainRecord, MissionSort } from "@questhq/core";
import { SelectField } from "@/components/ui/select-field";
import { chainName } from "@/features/mission-shared";
import { SearchBox } from "./search-box";

export const SORT_OPTIONS: { value: MissionSort; label: string }[] = [
  { value: "featured", label: "Featured" },
  { value: "newest", label: "Newest" },
  { value: "ending_soon", label: "Ending soon" },
  { value: "most_participants", label: "Most participants" },
];

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
  const isUnlisted = chain !== undefined && !chains.some((c) => c.id === chain);

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <div className="col-span-2 lg:col-span-1">
        <SearchBox
          search={search}
          onSearch={(value) => onChange({ search: value })}
          label="Search missions"
          placeholder="Mission or organization"
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
