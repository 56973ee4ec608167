import { ARTICLE_TOPICS_SHOWN, EXPANDED_TOPIC_LIST_HEIGHT_PX } from "@questhq/core";
import { useId, useMemo, useState } from "react";
import { mentionsLabel } from "./news-format";
import type { ArticleTopicView } from "./news-types";
import { TopicRowBody } from "./topic-row";
import { cn } from "@/lib/cn";

export type HighlightOptions = { enabled: boolean; firstOnly: boolean };

function Switch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(v: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className={disabled ? "text-sm text-faint" : "text-sm text-ink"}>
        {label}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          "relative h-6 w-11 shrink-0 rounded-full border border-line bg-surface-3 transition-colors",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50",
          "aria-checked:border-brand aria-checked:bg-brand",
        )}
      >
        <span
          aria-hidden
          className={cn(
            "absolute top-0.5 left-0.5 size-4.5 rounded-full bg-white shadow transition-transform",
            checked && "translate-x-5",
          )}
        />
      </button>
    </div>
  );
}

/**
 * Article topics (docs/product/screens.md#article-topics): sorted by mention count, 5 shown, "Show All Topics (n more)"
 * opens the rest in a 400px scrolling list; Follow per topic; the two highlighting toggles.
 */
export function ArticleTopicsCard({
  topics,
  highlight,
  onHighlightChange,
  onNavigate,
  isHeadingHidden,
}: {
  topics: ArticleTopicView[];
  highlight: HighlightOptions;
  onHighlightChange(next: HighlightOptions): void;
  onNavigate?: () => void;
  isHeadingHidden?: boolean;
}) {
  const [isExpanded, setExpanded] = useState(false);
  const sorted = useMemo(
    () =>
      [...topics].sort(
        (a, b) => b.mention_count - a.mention_count || (a.first_position ?? 0) - (b.first_position ?? 0),
      ),
    [topics],
  );
  const shown = isExpanded ? sorted : sorted.slice(0, ARTICLE_TOPICS_SHOWN);
  const more = sorted.length - ARTICLE_TOPICS_SHOWN;
  const listId = useId();

  return (
    <section aria-labelledby="article-topics-title" className="rounded-card border border-line bg-surface p-4">
      <h2 id="article-topics-title" className={isHeadingHidden ? "sr-only" : "mb-3 text-base font-semibold text-ink"}>
        Article topics
      </h2>
      <div className="mb-4 space-y-3 border-b border-line pb-4">
        <Switch
          label="Highlight topics"
          checked={highlight.enabled}
          onChange={(enabled) => onHighlightChange({ ...highlight, enabled })}
        />
        <Switch
          label="First occurrence only"
          checked={highlight.firstOnly}
          disabled={!highlight.enabled}
          onChange={(firstOnly) => onHighlightChange({ ...highlight, firstOnly })}
        />
      </div>
      {sorted.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted">No topics found.</p>
      ) : (
        <ul
          id={listId}
          aria-label="Topics in this article"
          className="space-y-3"
          style={isExpanded ? { maxHeight: EXPANDED_TOPIC_LIST_HEIGHT_PX, overflowY: "auto" } : undefined}
          tabIndex={isExpanded ? 0 : undefined}
        >
          {shown.map((t) => (
            <li key={t.id} className="flex min-h-12 items-center gap-3 pr-1">
              <TopicRowBody
                topic={t}
                countLabel={mentionsLabel(t.mention_count)}
                onNavigate={onNavigate}
                linkClassName="text-sm"
              />
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
          className={cn(
            "mt-4 w-full rounded-lg py-2 text-sm font-medium text-accent hover:bg-surface-2 focus-visible:outline-2",
            "focus-visible:outline-brand",
          )}
        >
          {isExpanded ? "Show Fewer Topics" : `Show All Topics (${more} more)`}
        </button>
      ) : null}
    </section>
  );
}
