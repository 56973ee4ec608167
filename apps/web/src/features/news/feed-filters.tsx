import { useQuery } from "@tanstack/react-query";
import { SelectField } from "@/components/ui/select-field";
import { SearchBox } from "@/features/explore/index";
import { CHANNEL_FILTER_OPTIONS, channelsQuery } from "./news-api";
import { formatLabel } from "./news-format";
import { CONTENT_FORMATS } from "./news-types";

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
      <SelectField
        label="Format"
        value={contentFormat ?? ""}
        onChange={(e) => onChange({ content_format: e.target.value || undefined })}
      >
        <option value="">All formats</option>
        {CONTENT_FORMATS.map((f) => (
          <option key={f} value={f}>
            {formatLabel(f)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Channel"
        value={channelId ?? ""}
        onChange={(e) => onChange({ channel_id: e.target.value || undefined })}
      >
        <option value="">All channels</option>
        {list.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name}
          </option>
        ))}
        {isUnlisted ? <option value={channelId}>Selected channel</option> : null}
      </SelectField>
    </search>
  );
}
