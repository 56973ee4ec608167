import { Bookmark, Heart } from "lucide-react";
import { cn } from "@/lib/cn";
import type { ContentItemView } from "./news-types";
import { useRequireSignIn } from "./use-require-sign-in";
import { useContentToggle } from "./use-toggles";
import { formatNumber } from "@questhq/core";

const fmt = (n: number) => formatNumber(n);

const toggleClass = (isOn: boolean, onClass: string) =>
  cn(
    "inline-flex h-8 items-center gap-1.5 rounded-lg border px-2.5 text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
    isOn ? onClass : "border-line text-muted hover:bg-surface-2 hover:text-ink",
  );

/** Like and bookmark toggles of one content item ("Like {title}", "Save {title}", aria-pressed). */
export function ContentActions({
  item,
}: {
  item: Pick<ContentItemView, "id" | "title" | "is_liked" | "like_count" | "is_bookmarked" | "bookmark_count">;
}) {
  const auth = useRequireSignIn();
  const like = useContentToggle("like");
  const bookmark = useContentToggle("bookmark");
  const isLiked = auth.isSignedIn && item.is_liked;
  const isSaved = auth.isSignedIn && item.is_bookmarked;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        aria-label={`Like ${item.title}`}
        aria-pressed={isLiked}
        className={toggleClass(isLiked, "border-danger/40 bg-danger-soft text-danger")}
        onClick={() => {
          if (!auth.ensure() || like.isPending) return;
          like.mutate({ id: item.id, on: !isLiked });
        }}
      >
        <Heart className={cn("size-4", isLiked && "fill-current")} aria-hidden />
        <span className="tabular-nums">{fmt(item.like_count ?? 0)}</span>
      </button>
      <button
        type="button"
        aria-label={`Save ${item.title}`}
        aria-pressed={isSaved}
        className={toggleClass(isSaved, "border-brand/40 bg-brand-soft text-brand")}
        onClick={() => {
          if (!auth.ensure() || bookmark.isPending) return;
          bookmark.mutate({ id: item.id, on: !isSaved });
        }}
      >
        <Bookmark className={cn("size-4", isSaved && "fill-current")} aria-hidden />
        <span className="tabular-nums">{fmt(item.bookmark_count ?? 0)}</span>
      </button>
    </div>
  );
}
