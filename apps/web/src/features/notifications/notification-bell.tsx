import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { badgeText, bellLabel } from "./notifications-format";
import { NotificationsPopover } from "./notifications-popover";
import { notificationsKeys, unreadCountQuery } from "./queries";

/**
 * The header's bell for a signed-in person, on every screen width: the unread count as a badge, and the newest
 * notifications in a popover. The shell loads this module lazily, and only for a signed-in visitor.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const { data: count } = useQuery(unreadCountQuery);
  const unread = count?.unread ?? 0;
  const badge = badgeText(unread);

  // Something new arrived: the lists on screen (the popover, the Notifications page) follow the count.
  const latestAt = count?.latest_at;
  const seenLatestAt = useRef(latestAt);
  useEffect(() => {
    if (latestAt === undefined || latestAt === seenLatestAt.current) return;
    const isFirstAnswer = seenLatestAt.current === undefined;
    seenLatestAt.current = latestAt;
    if (!isFirstAnswer) void queryClient.invalidateQueries({ queryKey: notificationsKeys.lists });
  }, [latestAt, queryClient]);

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger aria-label={bellLabel(unread)} className={buttonClass("ghost", "icon", "relative")}>
        <Bell className="size-5" aria-hidden />
        {badge ? (
          <span
            aria-hidden
            data-testid="notification-badge"
            className={cn(
              "absolute top-1 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-brand px-1",
              "text-[0.625rem] leading-none font-semibold text-white tabular-nums",
            )}
          >
            {badge}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className={cn(
            "z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col",
            "rounded-xl border border-line bg-surface shadow-2xl shadow-black/50 data-[state=open]:animate-fade-in",
          )}
        >
          <NotificationsPopover unread={unread} onNavigate={() => setIsOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
