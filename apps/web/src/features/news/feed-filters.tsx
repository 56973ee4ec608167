import { useQuery } from "@tanstack/react-query";
import { SearchBox } from "@/features/explore/index";
import { CHANNEL_FILTER_OPTIONS, channelsQuery } from "./news-api";
import { formatLabel } from "./news-format";
import { CONTENT_FORMATS } from "./news-types";
import { FilterSelect } from "./filter-select";

const FORMAT_OPTIONS = CONTENT_FORMATS.map((f) => ({ value: f, label: formatLabel(f) }));

export type FeedFilterPatch = { content_format?: string; channel_id?: string; search?: string };

/** Search, content format and channel filters of a feed; the values live in the URL. */
export function FeedFilters({
  search,
  contentFormat,
  channelId,
  onChange,
  searchLabel = "Search news",
}: {
  search: string | undefined;
  contentFormat: string | undefined;
  channelId: string | undefined;
  onChange(patch: FeedFilterPatch): void;
  searchLabel?: string;
}) {
  const channels = useQuery(channelsQuery(CHANNEL_FILTER_OPTIONS));
  const list = channels.data ?? [];
  const isUnlisted = channelId !== undefined && !list.some((c) => String(c.id) === channelId);
  return (
    <search
      aria-label="Filter the feed"
      className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-start"
    >
      <div className="col-span-2 sm:col-span-1">
        <SearchBox
          search={search}
          onSearch={(value) => onChange({ search: value })}
          label={searchLabel}
          placeholder="Title, text or topic"
        />
      </div>
      <FilterSelect
        label="Format"
        allLabel="All formats"
        value={contentFormat}
        options={FORMAT_OPTIONS}
        onChange={(content_format) => onChange({ content_format })}
      />
      <FilterSelect
        label="Channel"
        allLabel="All channels"
        value={channelId}
        options={list.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(channel_id) => onChange({ channel_id })}
      >
        {isUnlisted ? <option value={channelId}>Selected channel</option> : null}
      </FilterSelect>
    </search>
  );
}
