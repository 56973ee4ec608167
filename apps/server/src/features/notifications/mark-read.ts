import { and, eq, isNull } from "drizzle-orm";
import { AppError, NOTIFICATION_MESSAGES, type NotificationView } from "@questhq/core";
import type { Db } from "../../db/client";
import { notification } from "../../db/schema/index";
import { toNotificationView } from "./list-notifications";

// Marking read (docs/product/notifications.md#the-list): one, or all at once. Marking one already read changes
// nothing and answers it as it is; another person's notification is not found.

export async function markRead(db: Db, userId: string, id: string): Promise<NotificationView> {
  const mine = and(eq(notification.id, id), eq(notification.userId, userId));
  const [marked] = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(and(mine, isNull(notification.readAt)))
    .returning();
  const row = marked ?? (await db.select().from(notification).where(mine))[0];
  if (!row) throw new AppError("not_found", NOTIFICATION_MESSAGES.notFound);
  return toNotificationView(row);
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const marked = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)))
    .returning({ id: notification.id });
  return marked.length;
}
