import { Link } from "@tanstack/react-router";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { timeAgo } from "@questhq/core";
import { formatLabel, fullDate, entityStyle } from "./news-format";
import type { ChannelRef, ContentItemView } from "./news-types";
import { ContentActions } from "./content-actions";
import { cn } from "@/lib/cn";

export function ChannelIcon({ channel, size = "size-5" }: { channel: ChannelRef; size?: string }) {
  return channel.icon_url ? (
    <img
      src={channel.icon_url}
      alt=""
      className={`${size} shrink-0 rounded-full bg-surface-3 object-cover`}
      loading="lazy"
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        size,
        "grid shrink-0 place-items-center rounded-full bg-surface-3 text-[10px] font-semibold text-muted uppercase",
      )}
    >
      {channel.name.charAt(0)}
    </span>
  );
}

/** One feed entry: channel and time, format badge, title (opens the article view), summary, topics, like and save. */
export function ContentCard({ item }: { item: ContentItemView }) {
  return (
    <article aria-labelledby={`item-${item.id}`} className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
        <ChannelIcon channel={item.channel} />
        <span className="font-medium text-ink">{item.channel.name}</span>
        <span aria-hidden>·</span>
        <time dateTime={item.published_at} title={fullDate(item.published_at)}>
          {timeAgo(item.published_at)}
        </time>
        <Badge className="ml-auto">{formatLabel(item.content_format)}</Badge>
      </div>
      <div className="mt-3 flex gap-4">
        <div className="min-w-0 flex-1">
          <h2 id={`item-${item.id}`} className="text-base font-semibold text-ink sm:text-lg">
            <Link
              to="/atlas"
              search={{ article: item.slug }}
              className={cn(
                "rounded hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2",
                "focus-visible:outline-brand",
              )}
            >
              {item.title}
            </Link>
          </h2>
          {item.summary ? <p className="mt-1.5 line-clamp-3 text-sm text-muted">{item.summary}</p> : null}
        </div>
        {item.image_url ? (
          <img
            src={item.image_url}
            alt=""
            loading="lazy"
            className="hidden h-20 w-28 shrink-0 rounded-lg bg-surface-3 object-cover sm:block"
          />
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
          {item.topics.slice(0, 5).map((t) => (
            <li key={t.id}>
              <Link
                to="/atlas/topics/$slug"
                params={{ slug: t.slug }}
                className={cn(
                  "inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs text-muted",
                  "hover:border-line-strong hover:text-ink focus-visible:outline-2 focus-visible:outline-brand",
                )}
              >
                <span
                  aria-hidden
                  className="size-1.5 rounded-full"
                  style={{ backgroundColor: entityStyle(t.entity_type).color }}
                />
                {t.name}
              </Link>
            </li>
          ))}
        </ul>
        <ContentActions item={item} />
      </div>
    </article>
  );
}

export function ContentCardSkeleton() {
  return (
    <div className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <div className="flex items-center gap-2">
        <Skeleton className="size-5 rounded-full" />
        <Skeleton className="h-3 w-32" />
        <Skeleton className="ml-auto h-4 w-14 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-5 w-4/5" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-1.5 h-4 w-2/3" />
      <div className="mt-4 flex justify-between">
        <Skeleton className="h-5 w-40 rounded-full" />
        <Skeleton className="h-8 w-28" />
      </div>
    </div>
  );
}
