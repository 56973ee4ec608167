import { NEWS_MESSAGES, newsActionFailedMessage } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";
import { notify } from "@/lib/toast";
import { apiFetch, newsKeys, followPath, togglePath } from "./news-api";
import type { ContentToggleResult, FollowResult, NewsId } from "./news-types";
import { patchNewsCaches, restoreSnapshot, type Snapshot } from "./cache-patch";

// docs/product/news.md#likes-bookmarks-and-follows, verbatim (core keeps the texts the server answers too).
export const TOGGLE_SUCCESS = {
  like: { on: NEWS_MESSAGES.liked, off: NEWS_MESSAGES.unliked },
  bookmark: { on: NEWS_MESSAGES.saved, off: NEWS_MESSAGES.unsaved },
  channel: { on: NEWS_MESSAGES.channelFollowed, off: NEWS_MESSAGES.channelUnfollowed },
  topic: { on: NEWS_MESSAGES.topicFollowed, off: NEWS_MESSAGES.topicUnfollowed },
} as const;

/** "Failed to {message or process} the like action" (docs/product/errors.md#atlas). */
export function toggleErrorText(error: unknown, action: "like" | "bookmark" | "follow"): string {
  return newsActionFailedMessage(action, error instanceof ApiError ? error.message : null);
}

type ContentVars = { id: NewsId; on: boolean };

/** Like or bookmark: POST turns it on, DELETE off; the card flips at once, the answer settles the counts. */
export function useContentToggle(kind: "like" | "bookmark") {
  const client = useQueryClient();
  const flag = kind === "like" ? "is_liked" : "is_bookmarked";
  const count = kind === "like" ? "like_count" : "bookmark_count";
  return useMutation<ContentToggleResult, unknown, ContentVars, { snapshot: Snapshot }>({
    mutationFn: async ({ id, on }) => {
      const body = await apiFetch<{ data?: ContentToggleResult; message?: string }>(togglePath(kind, id), {
        method: on ? "POST" : "DELETE",
      });
      return {
        content: body.data?.content ?? { id },
        message: body.data?.message ?? body.message,
      } as ContentToggleResult;
    },
    onMutate: async ({ id, on }) => {
      await client.cancelQueries({ queryKey: newsKeys.all });
      const snapshot = patchNewsCaches(client, "content", id, (o) => {
        if (Boolean(o[flag]) === on) return o;
        const n = typeof o[count] === "number" ? (o[count] as number) : 0;
        return { ...o, [flag]: on, [count]: Math.max(0, n + (on ? 1 : -1)) };
      });
      return { snapshot };
    },
    onError: (error, _vars, ctx) => {
      if (ctx) restoreSnapshot(client, ctx.snapshot);
      notify.error(toggleErrorText(error, kind));
    },
    onSuccess: (result, { id, on }) => {
      const c = result.content;
      if (c && flag in c)
        patchNewsCaches(client, "content", id, (o) => ({ ...o, [flag]: c[flag], [count]: c[count] ?? o[count] }));
      notify.success(on ? TOGGLE_SUCCESS[kind].on : TOGGLE_SUCCESS[kind].off);
      if (kind === "bookmark")
        void client.invalidateQueries({ queryKey: newsKeys.feed("saved", {}).slice(0, 3), refetchType: "none" });
    },
  });
}

/** Follow / unfollow a topic or a channel, flipped at once everywhere it is shown. */
export function useFollowToggle(kind: "topic" | "channel") {
  const client = useQueryClient();
  return useMutation<FollowResult, unknown, ContentVars, { snapshot: Snapshot }>({
    mutationFn: async ({ id, on }) => {
      const body = await apiFetch<{ data?: FollowResult }>(followPath(kind === "topic" ? "topics" : "channels", id), {
        method: on ? "POST" : "DELETE",
      });
      return body.data ?? { is_followed: on };
    },
    onMutate: async ({ id, on }) => {
      await client.cancelQueries({ queryKey: newsKeys.all });
      const snapshot = patchNewsCaches(client, kind, id, (o) => {
        if (Boolean(o.is_followed) === on) return o;
        const n = typeof o.follower_count === "number" ? o.follower_count : undefined;
        return {
          ...o,
          is_followed: on,
          ...(n === undefined ? {} : { follower_count: Math.max(0, n + (on ? 1 : -1)) }),
        };
      });
      return { snapshot };
    },
    onError: (error, _vars, ctx) => {
      if (ctx) restoreSnapshot(client, ctx.snapshot);
      notify.error(toggleErrorText(error, "follow"));
    },
    onSuccess: (result, { id, on }) => {
      patchNewsCaches(client, kind, id, (o) => ({
        ...o,
        is_followed: result.is_followed,
        ...(typeof result.follower_count === "number" ? { follower_count: result.follower_count } : {}),
      }));
      notify.success(on ? TOGGLE_SUCCESS[kind].on : TOGGLE_SUCCESS[kind].off);
      void client.invalidateQueries({ queryKey: newsKeys.feed("following", {}).slice(0, 3), refetchType: "none" });
    },
  });
}
