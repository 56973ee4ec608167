import { Link } from "@tanstack/react-router";
import { cn } from "@/lib/cn";
import type { NewsTopicView } from "@questhq/core";
import { EntityLabel } from "./entity-label";
import { FollowButton } from "./follow-button";

/**
 * One topic in a list (Trending Topics, the topic catalogue, an article's topics): name link, category, a count
 * (its posts, or its mentions in the article), Follow.
 */
export function TopicRowBody({
  topic,
  countLabel,
  onNavigate,
  linkClassName,
}: {
  topic: Pick<NewsTopicView, "id" | "slug" | "name" | "entity_type" | "is_followed">;
  countLabel: string;
  onNavigate?: () => void;
  linkClassName?: string;
}) {
  return (
    <>
      <div className="min-w-0 flex-1">
        <Link
          to="/atlas/topics/$slug"
          params={{ slug: topic.slug }}
          onClick={onNavigate}
          className={cn(
            "block truncate rounded font-medium text-ink hover:text-accent focus-visible:outline-2",
            "focus-visible:outline-brand",
            linkClassName,
          )}
        >
          {topic.name}
        </Link>
        <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
          <EntityLabel type={topic.entity_type} />
          <span>{countLabel}</span>
        </div>
      </div>
      <FollowButton kind="topic" id={topic.id} name={topic.name} isFollowed={topic.is_followed} />
    </>
  );
}
