import type { NotificationView } from "@questhq/core";
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListPage } from "@/lib/api";
import { notify } from "@/lib/toast";
import { markAllNotificationsRead, markNotificationRead, notificationsKeys } from "./queries";

type CachedList = ListPage<NotificationView> | InfiniteData<ListPage<NotificationView>> | undefined;

/** Shows the answer at once in every cached list, before the refetch that follows confirms it. */
function patchLists(queryClient: QueryClient, mark: (n: NotificationView) => NotificationView): void {
  queryClient.setQueriesData<CachedList>({ queryKey: notificationsKeys.lists }, (cached) => {
    if (!cached) return cached;
    if ("pages" in cached) {
      return { ...cached, pages: cached.pages.map((page) => ({ ...page, data: page.data.map(mark) })) };
    }
    return { ...cached, data: cached.data.map(mark) };
  });
}

/** Marks one notification read; the count and every list are refreshed after. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    onSuccess: (read) => patchLists(queryClient, (n) => (n.id === read.id ? read : n)),
    onError: (error) => notify.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}

/** Marks every notification read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(),
    onSuccess: () => {
      const now = new Date().toISOString();
      patchLists(queryClient, (n) => (n.read_at ? n : { ...n, read_at: now }));
    },
    onError: (error) => notify.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
