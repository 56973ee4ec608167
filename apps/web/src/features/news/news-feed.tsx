import { useInfiniteQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useLocation } from "@tanstack/react-router";
import { LogIn } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/features/session/index";
import { cn } from "@/lib/cn";
import { feedQuery } from "./news-api";
import type { FeedTab } from "./news-types";
import { FeedFilters, type FeedFilterPatch } from "./feed-filters";
import { FeedList } from "./feed-list";

const route = getRouteApi("/atlas");

const TABS: { value: FeedTab; label: string }[] = [
  { value: "explore", label: "Explore" },
  { value: "following", label: "Following" },
  { value: "saved", label: "Saved" },
];

const EMPTY: Record<FeedTab, { title: string; description: string }> = {
  explore: { title: "No posts found", description: "Nothing matches these filters yet." },
  following: { title: "Your feed is empty", description: "Follow topics and channels to see their posts here." },
  saved: { title: "No saved posts", description: "Save a post with its bookmark button to read it later." },
};

/** The /atlas feed: Explore / Following / Saved tabs, filters, and the paged list. */
export function NewsFeed() {
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const href = useLocation({ select: (l) => l.href });
  const { isSignedIn, isPending: isSessionPending } = useSession();
  const tab = params.tab ?? "explore";
  const needsSignIn = tab !== "explore" && !isSignedIn;
  const filters = { content_format: params.content_format, channel_id: params.channel_id, search: params.search };
  const query = useInfiniteQuery(feedQuery(tab, filters, !needsSignIn));
  const hasFilters = Boolean(params.content_format || params.channel_id || params.search);

  function update(patch: FeedFilterPatch & { tab?: FeedTab }) {
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  }

  return (
    <div className="space-y-5">
      <div role="tablist" aria-label="Feeds" className="flex gap-1 rounded-xl border border-line bg-surface p-1">
        {TABS.map((t) => {
          const isActive = t.value === tab;
          return (
            <button
              key={t.value}
              type="button"
              role="tab"
              id={`feed-tab-${t.value}`}
              aria-selected={isActive}
              aria-controls="feed-panel"
              tabIndex={isActive ? 0 : -1}
              onClick={() => update({ tab: t.value === "explore" ? undefined : t.value })}
              onKeyDown={(e) => {
                if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
                const i = TABS.findIndex((x) => x.value === tab);
                const next = TABS[(i + (e.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length] ?? TABS[0]!;
                update({ tab: next.value === "explore" ? undefined : next.value });
                document.getElementById(`feed-tab-${next.value}`)?.focus();
              }}
              className={cn(
                "flex-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2",
                "focus-visible:outline-brand",
                isActive ? "bg-surface-3 text-ink" : "text-muted hover:text-ink",
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div id="feed-panel" role="tabpanel" aria-labelledby={`feed-tab-${tab}`} className="space-y-5">
        <FeedFilters
          search={params.search}
          contentFormat={params.content_format}
          channelId={params.channel_id}
          onChange={update}
        />
        {needsSignIn && !isSessionPending ? (
          <EmptyState
            icon={LogIn}
            title={tab === "following" ? "Sign in to see your Following feed" : "Sign in to see your saved posts"}
            description="Follow topics and channels, and save posts to read later, once you are signed in."
            action={
              <Link to="/sign-in" search={{ redirect_url: href }} className={buttonClass("primary")}>
                Sign in
              </Link>
            }
          />
        ) : (
          <FeedList
            query={query}
            label={`${TABS.find((t) => t.value === tab)?.label ?? "Explore"} feed`}
            emptyTitle={EMPTY[tab].title}
            emptyDescription={EMPTY[tab].description}
            hasFilters={hasFilters}
            onFiltersChange={update}
          />
        )}
      </div>
    </div>
  );
}
