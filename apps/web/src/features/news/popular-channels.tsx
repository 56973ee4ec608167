import { POPULAR_CHANNELS_DEFAULT } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { channelsQuery } from "./news-api";
import { ChannelIcon } from "./content-card";
import { FollowButton } from "./follow-button";
import { cn } from "@/lib/cn";

/** The 5 most popular channels; the name filters the feed to it, Follow adds it to Following. */
export function PopularChannels({ onNavigate }: { onNavigate?: () => void }) {
  const query = useQuery(channelsQuery(POPULAR_CHANNELS_DEFAULT));
  return (
    <section aria-labelledby="popular-channels-title" className="rounded-card border border-line bg-surface p-4">
      <h2 id="popular-channels-title" className="mb-3 text-base font-semibold text-ink">
        Popular Channels
      </h2>
      {query.isPending ? (
        <ul role="status" aria-label="Loading channels" className="space-y-3">
          {Array.from({ length: POPULAR_CHANNELS_DEFAULT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders, all alike and never reordered
            <li key={i} className="flex h-9 items-center gap-3">
              <Skeleton className="size-7 rounded-full" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-8 w-[6.5rem]" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState error={query.error} title="Channels could not be loaded" onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted">No channels yet.</p>
      ) : (
        <ul aria-label="Popular channels" className="space-y-3">
          {query.data.slice(0, POPULAR_CHANNELS_DEFAULT).map((c) => (
            <li key={c.id} className="flex min-h-9 items-center gap-3">
              <ChannelIcon channel={c} size="size-7" />
              <Link
                to="/atlas"
                search={{ channel_id: String(c.id) }}
                onClick={onNavigate}
                className={cn(
                  "min-w-0 flex-1 truncate rounded text-sm font-medium text-ink hover:text-accent",
                  "focus-visible:outline-2 focus-visible:outline-brand",
                )}
              >
                {c.name}
              </Link>
              <FollowButton kind="channel" id={c.id} name={c.name} isFollowed={c.is_followed} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
