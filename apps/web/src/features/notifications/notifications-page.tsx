import type { NotificationView } from "@questhq/core";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { Bell, CheckCheck } from "lucide-react";
import { Tabs } from "radix-ui";
import type { MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { MoreButton } from "@/components/ui/more-button";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useRouteTitle } from "@/lib/use-document-title";
import { NotificationTime, UnreadDot, useOpenNotification } from "./notification-parts";
import { notificationHref } from "./notifications-format";
import { type NotificationsFilter, notificationsListQuery, unreadCountQuery } from "./queries";
import { useMarkAllRead, useMarkRead } from "./use-mark-read";

const route = getRouteApi("/notifications");

const FILTERS: { value: NotificationsFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "unread", label: "Unread" },
];

const tabClass =
  "rounded-lg px-4 py-2 text-sm font-medium text-muted transition-colors hover:text-ink " +
  "data-[state=active]:bg-surface-3 data-[state=active]:text-ink";

/** /notifications: every notification, newest first, all or only the unread ones (?filter=unread). */
export function NotificationsPage() {
  useRouteTitle("/notifications");
  const { filter = "all" } = route.useSearch();
  const navigate = useNavigate({ from: "/notifications" });
  const markAllRead = useMarkAllRead();
  // The bell polls the count; the page only reads it (a second poller would double the requests).
  const { data: count } = useQuery({ ...unreadCountQuery, refetchInterval: false, refetchOnWindowFocus: false });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Notifications"
        description="What happened to your entries, your wins and the organizations you run."
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={count?.unread === 0}
            isLoading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            <CheckCheck className="size-4" aria-hidden />
            Mark all as read
          </Button>
        }
      />
      <Tabs.Root
        value={filter}
        onValueChange={(value) => {
          void navigate({ search: { filter: value === "unread" ? "unread" : undefined }, replace: true });
        }}
      >
        <Tabs.List
          aria-label="Which notifications"
          className="mb-6 inline-flex gap-1 rounded-xl border border-line bg-surface p-1"
        >
          {FILTERS.map((f) => (
            <Tabs.Trigger key={f.value} value={f.value} className={tabClass}>
              {f.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {FILTERS.map((f) => (
          <Tabs.Content key={f.value} value={f.value}>
            <NotificationsList filter={f.value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function NotificationsList({ filter }: { filter: NotificationsFilter }) {
  const query = useInfiniteQuery(notificationsListQuery(filter));
  const open = useOpenNotification();
  if (query.isPending) {
    return (
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the skeleton; a status role would announce it
      <div className="space-y-2" aria-busy="true" aria-label="Loading notifications">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Your notifications could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const notifications = query.data.pages.flatMap((p) => p.data);
  if (notifications.length === 0) {
    return filter === "unread" ? (
      <EmptyState
        icon={Bell}
        title="You're all caught up"
        description="Nothing unread. New notifications show up here until you read them."
      />
    ) : (
      <EmptyState
        icon={Bell}
        title="No notifications yet"
        description="Verified objectives, draw results and anything that needs your attention will show up here."
      />
    );
  }
  const now = Date.now();
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
        {notifications.map((n) => (
          <NotificationRow key={n.id} notification={n} now={now} onOpen={(event) => open(n, event)} />
        ))}
      </ul>
      <MoreButton query={query} className="w-full">
        Load more
      </MoreButton>
    </div>
  );
}

function NotificationRow({
  notification: n,
  now,
  onOpen,
}: {
  notification: NotificationView;
  now: number;
  onOpen: (event: MouseEvent) => void;
}) {
  const markRead = useMarkRead();
  const isUnread = !n.read_at;
  const href = notificationHref(n.link);
  return (
    <li className={cn("flex gap-3 px-4 py-4", isUnread && "bg-brand-soft/40")} data-unread={isUnread || undefined}>
      <UnreadDot isUnread={isUnread} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className={cn("break-words text-ink", isUnread ? "font-semibold" : "font-medium")}>
          {href ? (
            <a href={href} onClick={onOpen} className="hover:underline">
              {n.title}
            </a>
          ) : (
            n.title
          )}
          {isUnread ? <span className="sr-only"> (unread)</span> : null}
        </p>
        {n.body ? <p className="break-words text-sm text-muted">{n.body}</p> : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <NotificationTime createdAt={n.created_at} now={now} />
          {isUnread ? (
            <Button
              variant="ghost"
              size="sm"
              className="-my-1 h-7 px-2"
              aria-label={`Mark as read: ${n.title}`}
              isLoading={markRead.isPending}
              onClick={() => markRead.mutate(n.id)}
            >
              Mark as read
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
