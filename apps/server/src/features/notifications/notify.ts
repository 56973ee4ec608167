import { and, eq, sql, type SQL } from "drizzle-orm";
import { IMMEDIATE_EMAIL_CATEGORY, type NotificationData, type NotificationKind } from "@questhq/core";
import type { Db } from "../../db/client";
import { organizationMember } from "../../db/schema/index";

// Writing notifications (docs/product/notifications.md#what-you-hear-about): always inside the transaction of the event
// they report, so they commit and roll back with it. The event key makes each event one notification per person
// however often the code that reports it runs. A notification that is emailed at once (core IMMEDIATE_EMAIL_CATEGORY)
// gets its notification_email row in the same statement, for people with a verified address; whether the category
// is still wanted is asked when it is sent (deliver-emails.ts), so an unsubscribe in between is honoured.

/** kind → email category pairs as a VALUES list, for the statement below. */
const immediateKinds = () =>
  sql.join(
    Object.entries(IMMEDIATE_EMAIL_CATEGORY).map(([kind, category]) => sql`(${kind}, ${category})`),
    sql`, `,
  );

type NotifyOptions = {
  /** false: the notifications only, no email (the demo data's draws); true by default. */
  email?: boolean;
};

/**
 * A notification for each person a query selects, in one statement however many they are (a draw of a million
 * entrants): `rows` selects `user_id`, `kind` and `data` (jsonb) for each.
 */
export async function notifyFrom(tx: Db, eventKey: string, rows: SQL, options: NotifyOptions = {}): Promise<void> {
  const inserted = sql`insert into notification (user_id, kind, event_key, data)
    select r.user_id, r.kind, ${eventKey}, r.data from (${rows}) r
    on conflict (user_id, event_key) do nothing
    returning id, user_id, kind`;
  if (options.email === false) {
    await tx.execute(inserted);
    return;
  }
  await tx.execute(sql`
    with inserted as (${inserted})
    insert into notification_email (notification_id, user_id, category)
    select i.id, i.user_id, c.category
    from inserted i
    join (values ${immediateKinds()}) as c(kind, category) on c.kind = i.kind
    join "user" u on u.id = i.user_id
    where u.email_verified`);
}

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
  await notifyFrom(
    tx,
    eventKey,
    sql`select x.id as user_id, ${kind}::text as kind, ${JSON.stringify(data)}::jsonb as data
      from jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb) as x(id)`,
  );
}

/** The admins of an organization: who hears about what happens to it. */
export async function organizationAdmins(tx: Db, organizationId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: organizationMember.userId })
    .from(organizationMember)
    .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.role, "admin")));
  return rows.map((r) => r.userId);
}
