import type { ObjectiveTemplate } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { inputClass } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";
import { ProviderIcon, templatesQuery } from "@/features/mission-shared";

const ALL = "All";

function matches(t: ObjectiveTemplate, providerName: string, words: string[]) {
  const haystack = `${t.title} ${t.description} ${providerName} ${t.category} ${t.key}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** The catalogue of GET /objectives/templates, grouped by provider, with a category filter and search. */
export function TemplatePicker({
  onPick,
  onCancel,
  autoFocus = false,
}: {
  onPick: (template: ObjectiveTemplate) => void;
  onCancel?: () => void;
  /** Opened by "Add objective": scroll to the catalogue and focus its search. */
  autoFocus?: boolean;
}) {
  const query = useQuery(templatesQuery());
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL);
  const searchId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const isLoaded = query.data !== undefined;
  useEffect(() => {
    if (!autoFocus || !isLoaded) return;
    sectionRef.current?.scrollIntoView({ block: "start" });
    document.getElementById(searchId)?.focus({ preventScroll: true });
  }, [autoFocus, isLoaded, searchId]);

  const groups = useMemo(() => {
    if (!query.data) return [];
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return query.data.providers
      .map((group) => ({
        ...group,
        templates: group.templates.filter(
          (t) => (category === ALL || t.category === category) && matches(t, group.providerName, words),
        ),
      }))
      .filter((group) => group.templates.length > 0);
  }, [query.data, search, category]);

  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy>
        <span className="sr-only">Loading objective templates…</span>
        <Skeleton className="h-10 w-full" />
        <div className="grid gap-2 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders, all alike and never reordered
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError)
    return (
      <ErrorState
        title="Objective templates could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );

  return (
    <section ref={sectionRef} aria-labelledby="template-picker-title" className="scroll-mt-24 space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id="template-picker-title" className="font-semibold text-ink">
          Choose an objective
        </h3>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search objectives
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
          aria-hidden
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search objectives (follow, Discord, NFT…)"
          className={cn(inputClass, "pl-9")}
        />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would change the layout (min-content width) */}
      <div role="group" aria-label="Category" className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1">
        {[ALL, ...query.data.categories].map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className={cn(
              "shrink-0 rounded-full border px-3 py-1 text-xs font-medium transition-colors",
              category === c
                ? "border-brand bg-brand-soft text-brand"
                : "border-line text-muted hover:border-line-strong hover:text-ink",
            )}
          >
            {c}
          </button>
        ))}
      </div>
      {groups.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-line px-4 py-6 text-center text-sm text-muted"
          role="status"
        >
          No objectives match{search.trim() ? ` “${search.trim()}”` : ""}
          {category !== ALL ? ` in ${category}` : ""}.
        </p>
      ) : (
        <div className="space-y-5 sm:max-h-[32rem] sm:overflow-y-auto sm:pr-1">
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a fieldset would change the layout (min-content width)
            <div key={group.provider} role="group" aria-labelledby={`provider-${group.provider}`} className="space-y-2">
              <h4 id={`provider-${group.provider}`} className="flex items-center gap-2 text-sm font-semibold text-ink">
                <ProviderIcon provider={group.provider} className="size-4" />
                {group.providerName}
              </h4>
              <ul className="grid gap-2 sm:grid-cols-2">
                {group.templates.map((t) => (
                  <li key={t.key}>
                    <button
                      type="button"
                      onClick={() => onPick(t)}
                      className={cn(
                        "flex h-full w-full items-start gap-3 rounded-lg border border-line bg-surface-2 px-3",
                        "py-2.5 text-left transition-colors hover:border-brand/60 hover:bg-surface-3",
                      )}
                    >
                      <ProviderIcon provider={t.provider} className="mt-0.5 size-4" />
                      <span className="min-w-0">
                        <span className="block text-sm font-medium text-ink">{t.title}</span>
                        <span className="block text-xs text-muted">{t.description}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
