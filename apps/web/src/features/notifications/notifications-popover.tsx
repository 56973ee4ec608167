import type { NotificationView } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BellOff } from "lucide-react";
import type { MouseEvent } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { NotificationTime, UnreadDot, useOpenNotification } from "./notification-parts";
import { notificationHref } from "./notifications-format";
import { BELL_LIST_SIZE, newestNotificationsQuery } from "./queries";
import { useMarkAllRead } from "./use-mark-read";

/** What the bell's popover holds: the newest notifications, "Mark all as read" and the way to the full page. */
export function NotificationsPopover({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const markAllRead = useMarkAllRead();
  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h2 className="text-sm font-semibold text-ink">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          isLoading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <NewestNotifications onNavigate={onNavigate} />
      </div>
      <div className="border-t border-line p-2">
        <Link to="/notifications" onClick={onNavigate} className={buttonClass("ghost", "sm", "w-full")}>
          See all
        </Link>
      </div>
    </>
  );
}

function NewestNotifications({ onNavigate }: { onNavigate: () => void }) {
  const query = useQuery(newestNotificationsQuery);
  const open = useOpenNotification(onNavigate);
  if (query.isPending) {
    return (
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the skeleton; a status role would announce it
      <div className="space-y-2 p-3" aria-busy="true" aria-label="Loading notifications">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 px-4 py-6 text-center text-sm">
        <p className="text-muted">{errorMessage(query.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const notifications = query.data.data.slice(0, BELL_LIST_SIZE);
  if (notifications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
        <BellOff className="size-6 text-muted" aria-hidden />
        <p className="text-sm font-semibold text-ink">No notifications yet</p>
        <p className="text-sm text-muted">
          Verified objectives, draw results and anything that needs your attention will show up here.
        </p>
      </div>
    );
  }
  const now = Date.now();
  return (
    <ul className="divide-y divide-line">
      {notifications.map((n) => (
        <li key={n.id}>
          <PopoverItem notification={n} now={now} onClick={(event) => open(n, event)} />
        </li>
      ))}
    </ul>
  );
}

function PopoverItem({
  notification: n,
  now,
  onClick,
}: {
  notification: NotificationView;
  now: number;
  onClick: (event: MouseEvent) => void;
}) {
  const isUnread = !n.read_at;
  const href = notificationHref(n.link);
  const content = (
    <>
      <UnreadDot isUnread={isUnread} />
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className={cn("block break-words text-sm text-ink", isUnread && "font-semibold")}>{n.title}</span>
        {n.body ? <span className="block break-words text-sm text-muted">{n.body}</span> : null}
        <span className="flex items-center gap-2">
          <NotificationTime createdAt={n.created_at} now={now} />
          {isUnread ? <span className="sr-only">Unread</span> : null}
        </span>
      </span>
    </>
  );
  const rowClass = "flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-2";
  if (!href) {
    // Nothing to open: the row is still a button, so reading it can mark it read.
    return (
      <button type="button" className={rowClass} onClick={onClick}>
        {content}
      </button>
    );
  }
  return (
    <a href={href} className={rowClass} onClick={onClick}>
      {content}
    </a>
  );
}
