import { and, eq, sql, type SQL } from "drizzle-orm";
import type { NotificationData, NotificationKind } from "@questhq/core";
import type { Db } from "../../db/client";
import { notification, organizationMember } from "../../db/schema/index";

// Writing notifications (docs/product/notifications.md#what-you-hear-about): always inside the transaction of the event
// they report, so they commit and roll back with it. The event key makes each event one notification per person
// however often the code that reports it runs.

/** One notification to each of `userIds` (duplicates and people already told about this event are skipped). */
export async function notify<K extends NotificationKind>(
  tx: Db,
  userIds: readonly string[],
  kind: K,
  eventKey: string,
  data: NotificationData[K],
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  await tx
    .insert(notification)
    .values(unique.map((userId) => ({ userId, kind, eventKey, data: data as Record<string, unknown> })))
    .onConflictDoNothing({ target: [notification.userId, notification.eventKey] });
}

/**
 * The same for a set of people chosen by a query, in one statement however many they are (a draw of a million
 * entrants): `rows` selects `user_id`, `kind` and `data` (jsonb) for each.
 */
export async function notifyFrom(tx: Db, eventKey: string, rows: SQL): Promise<void> {
  await tx.execute(sql`
    insert into notification (user_id, kind, event_key, data)
    select r.user_id, r.kind, ${eventKey}, r.data from (${rows}) r
    on conflict (user_id, event_key) do nothing`);
}

/** The admins of an organization: who hears about what happens to it. */
export async function organizationAdmins(tx: Db, organizationId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: organizationMember.userId })
    .from(organizationMember)
    .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.role, "admin")));
  return rows.map((r) => r.userId);
}
