import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  describeNotification,
  type NotificationData,
  type NotificationKind,
  type NotificationsQuery,
  type NotificationView,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { notification, type Notification } from "../../db/schema/index";
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, timeText } from "../../lib/time-cursor";

// A person's notifications, newest first, keyset paged by (created_at, id) (docs/product/notifications.md#the-list).

export function toNotificationView(row: Notification): NotificationView {
  const said = describeNotification(row.kind, row.data as NotificationData[NotificationKind]);
  return {
    id: row.id,
    kind: row.kind,
    ...said,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export async function listNotifications(
  db: Db,
  userId: string,
  query: NotificationsQuery,
): Promise<{ data: NotificationView[]; next: string | null }> {
  const after = query.next ? decodeTimeCursor(query.next) : null;
  const rows = await db
    .select({ n: notification, at: timeText(notification.createdAt) })
    .from(notification)
    .where(
      and(
        eq(notification.userId, userId),
        query.unread ? isNull(notification.readAt) : undefined,
        after ? afterTimeCursor(notification.createdAt, notification.id, after, "desc") : undefined,
      ),
    )
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map((r) => toNotificationView(r.n)),
    next: rows.length > query.limit && last ? encodeTimeCursor({ at: last.at, id: last.n.id }) : null,
  };
}

/** The unread count and when the newest notification was written: what the bell shows, and its ETag. */
export async function unreadCount(db: Db, userId: string): Promise<{ unread: number; latestAt: string | null }> {
  const [row] = await db
    .select({
      unread: sql<number>`(count(*) filter (where ${notification.readAt} is null))::int`,
      latestAt: sql<string | null>`max(${notification.createdAt})::text`,
    })
    .from(notification)
    .where(eq(notification.userId, userId));
  return { unread: row?.unread ?? 0, latestAt: row?.latestAt ?? null };
}
