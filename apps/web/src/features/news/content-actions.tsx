import { Bookmark, Heart } from "lucide-react";
import { cn } from "@/lib/cn";
import type { ContentItemView } from "./news-types";
import { useRequireSignIn } from "./use-require-sign-in";
import { useContentToggle } from "./use-toggles";
import { formatNumber } from "@questhq/core";

type ToggledItem = Pick<
  ContentItemView,
  "id" | "title" | "is_liked" | "like_count" | "is_bookmarked" | "bookmark_count"
>;

// What differs between the two toggles: the word of the button's name, its icon, its pressed colours, its fields.
const CONTENT_TOGGLES = {
  like: {
    verb: "Like",
    icon: Heart,
    onClass: "border-danger/40 bg-danger-soft text-danger",
    flag: "is_liked",
    count: "like_count",
  },
  bookmark: {
    verb: "Save",
    icon: Bookmark,
    onClass: "border-brand/40 bg-brand-soft text-brand",
    flag: "is_bookmarked",
    count: "bookmark_count",
  },
} as const;

/** One toggle with its count: pressed while on, its icon filled; a visitor is sent to sign in instead. */
function ContentToggle({ kind, item }: { kind: keyof typeof CONTENT_TOGGLES; item: ToggledItem }) {
  const { verb, icon: Icon, onClass, flag, count } = CONTENT_TOGGLES[kind];
  const auth = useRequireSignIn();
  const toggle = useContentToggle(kind);
  const isOn = auth.isSignedIn && item[flag];
  return (
    <button
      type="button"
      aria-label={`${verb} ${item.title}`}
      aria-pressed={isOn}
      className={cn(
        "inline-flex h-8 items-center gap-1.5 rounded-lg border px-2.5 text-sm font-medium transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
        isOn ? onClass : "border-line text-muted hover:bg-surface-2 hover:text-ink",
      )}
      onClick={() => {
        if (!auth.ensure() || toggle.isPending) return;
        toggle.mutate({ id: item.id, on: !isOn });
      }}
    >
      <Icon className={cn("size-4", isOn && "fill-current")} aria-hidden />
      <span className="tabular-nums">{formatNumber(item[count] ?? 0)}</span>
    </button>
  );
}

/** Like and bookmark toggles of one content item ("Like {title}", "Save {title}", aria-pressed). */
export function ContentActions({ item }: { item: ToggledItem }) {
  return (
    <div className="flex items-center gap-2">
      <ContentToggle kind="like" item={item} />
      <ContentToggle kind="bookmark" item={item} />
    </div>
  );
}
