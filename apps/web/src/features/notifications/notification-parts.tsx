import type { NotificationView } from "@questhq/core";
import { useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { cn } from "@/lib/cn";
import { timeAgo } from "@questhq/core";
import { exactTime, notificationHref } from "./notifications-format";
import { useMarkRead } from "./use-mark-read";

/** How long ago, with the exact moment on hover. */
export function NotificationTime({ createdAt, now }: { createdAt: string; now: number }) {
  return (
    <time dateTime={createdAt} title={exactTime(createdAt)} className="text-xs text-faint">
      {timeAgo(createdAt, now)}
    </time>
  );
}

/** The unread marker; its meaning is spoken by the text beside it, so the dot itself is hidden. */
export function UnreadDot({ isUnread, className }: { isUnread: boolean; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn("mt-1.5 size-2 shrink-0 rounded-full", isUnread ? "bg-accent" : "bg-transparent", className)}
    />
  );
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Opening a notification's link: an unread one is marked read on the way (the request is not awaited, the next page
 * need not wait for it), then the router goes there. A click that asks for a new tab keeps the browser's behaviour.
 */
export function useOpenNotification(onOpen?: () => void) {
  const router = useRouter();
  const markRead = useMarkRead();
  return (notification: NotificationView, event: MouseEvent) => {
    if (!notification.read_at) markRead.mutate(notification.id);
    const href = notificationHref(notification.link);
    if (!href || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen?.();
    void router.navigate({ href });
  };
}
