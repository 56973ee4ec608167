import { NOTIFICATIONS_POLL_MS, type NotificationView, type UnreadCountView } from "@questhq/core";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiData, apiList, isUnauthorized, type ListPage, pathOfNext } from "@/lib/api";

// The notification centre's data: one query key family, "notifications". Every list sits under
// ["notifications", "list"], so marking something read refreshes the bell's list, the page's lists and the count
// with one invalidation of the family.

export type NotificationsFilter = "all" | "unread";

/** How many the bell's popover shows; the page has the rest. */
export const BELL_LIST_SIZE = 8;
const PAGE_SIZE = 20;

const BASE = "/api/v1/notifications";

export const notificationsKeys = {
  all: ["notifications"] as const,
  unreadCount: ["notifications", "unread-count"] as const,
  lists: ["notifications", "list"] as const,
  list: (filter: NotificationsFilter) => ["notifications", "list", filter] as const,
  newest: ["notifications", "list", "newest"] as const,
  emailPreferences: ["notifications", "email-preferences"] as const,
  unsubscribeLink: (token: string) => ["notifications", "unsubscribe", token] as const,
};

/**
 * The bell's count, asked for every NOTIFICATIONS_POLL_MS while the tab is visible and again when the window
 * regains focus. The server answers with an ETag and the browser revalidates it on its own (fetch's default cache
 * mode), so a poll with nothing new costs a 304.
 */
export const unreadCountQuery = queryOptions({
  queryKey: notificationsKeys.unreadCount,
  queryFn: () => apiData<UnreadCountView>(`${BASE}/unread-count`),
  staleTime: 0,
  // A session that ended stops the polling: a 401 will not heal by asking again every few seconds.
  refetchInterval: (query) => (isUnauthorized(query.state.error) ? false : NOTIFICATIONS_POLL_MS),
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

/** The newest few, for the bell's popover. */
export const newestNotificationsQuery = queryOptions({
  queryKey: notificationsKeys.newest,
  queryFn: () => apiList<NotificationView>(`${BASE}?limit=${BELL_LIST_SIZE}`),
  // Opening the popover shows what is there now, not what was there when it was last opened.
  staleTime: 0,
});

/** The page's list, a page at a time: the first from the filter, the next ones from the answer's `next` link. */
export const notificationsListQuery = (filter: NotificationsFilter) =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.list(filter),
    queryFn: ({ pageParam }): Promise<ListPage<NotificationView>> =>
      apiList<NotificationView>(
        pageParam ? pathOfNext(pageParam) : `${BASE}?limit=${PAGE_SIZE}${filter === "unread" ? "&unread=true" : ""}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function markNotificationRead(id: string): Promise<NotificationView> {
  return apiData<NotificationView>(`${BASE}/${encodeURIComponent(id)}/read`, { method: "POST" });
}

export function markAllNotificationsRead(): Promise<{ marked: number }> {
  return apiData<{ marked: number }>(`${BASE}/read-all`, { method: "POST" });
}
