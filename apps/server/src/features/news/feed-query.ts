import { and, eq, sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import type { NewsContentFormat } from "@questhq/core";
import { contentBookmark, contentItem, contentTopic } from "../../db/schema/index";
import { checkKey, decodeCursor, type CursorKeys, type KeyCast } from "./news-cursor";

// The orderings of the Atlas feeds, each matching an index of schema/news.ts, and the filters
// they share. A cursor carries the ordering's keys as text; the predicate casts them back. Values
// are ids and words, or placeholders where the query is prepared once per shape.

type Key = { expr: SQL; cast: KeyCast };
export type Ordering = { mode: string; keys: Key[] };

const ts = (expr: SQL | AnyColumn): Key => ({ expr: sql`${expr}`, cast: "timestamptz" });
const id = (expr: SQL | AnyColumn): Key => ({ expr: sql`${expr}`, cast: "uuid" });

export const ORDERINGS = {
  /** content_item (published_at desc, id desc). */
  recent: { mode: "recent", keys: [ts(contentItem.publishedAt), id(contentItem.id)] },
  /** content_item (like_count desc, published_at desc, id desc). */
  popular: {
    mode: "popular",
    keys: [{ expr: sql`${contentItem.likeCount}`, cast: "int4" }, ts(contentItem.publishedAt), id(contentItem.id)],
  },
  /** A topic's feed walks content_topic (topic_id, published_at desc, content_id desc), no sort on content_item. */
  topicRecent: { mode: "recent", keys: [ts(contentTopic.publishedAt), id(contentTopic.contentId)] },
  /** Saved: newest bookmark first, content_bookmark (user_id, created_at desc). */
  bookmarked: { mode: "bookmarked", keys: [ts(contentBookmark.createdAt), id(contentItem.id)] },
} satisfies Record<string, Ordering>;

export function orderBy(o: Ordering): SQL {
  return sql.join(
    o.keys.map((k) => sql`${k.expr} desc`),
    sql`, `,
  );
}

/** Selected as text so the next cursor holds the exact values (microseconds included). */
export function cursorColumns(o: Ordering): Record<string, SQL<string>> {
  return Object.fromEntries(o.keys.map((k, i) => [`k${i}`, sql<string>`${k.expr}::text`]));
}

export function cursorKeys(o: Ordering, row: Record<string, unknown>): CursorKeys {
  return o.keys.map((_, i) => String(row[`k${i}`]));
}

/** The keyset predicate "after the cursor's row", its keys as placeholders k0, k1… (see cursorParams). */
export function afterCursor(o: Ordering): SQL {
  const left = sql.join(
    o.keys.map((k) => k.expr),
    sql`, `,
  );
  const right = sql.join(
    o.keys.map((k, i) => sql`${sql.placeholder(`k${i}`)}::${sql.raw(k.cast)}`),
    sql`, `,
  );
  return sql`(${left}) < (${right})`;
}

/** The values of afterCursor's placeholders, each checked against its cast (a tampered cursor is a 400). */
export function cursorParams(o: Ordering, cursor: string): Record<string, string> {
  const values = decodeCursor(o.mode, cursor, o.keys.length);
  return Object.fromEntries(o.keys.map((k, i) => [`k${i}`, checkKey(values[i], k.cast)]));
}

/** websearch_to_tsquery over the generated, weighted search_vector (GIN). */
export function matchesSearch(search: string | Placeholder): SQL {
  return sql`${contentItem.searchVector} @@ websearch_to_tsquery('english', ${search})`;
}

export function taggedWith(topicId: string | Placeholder): SQL {
  return sql`exists (select 1 from ${contentTopic}
    where ${contentTopic.contentId} = ${contentItem.id} and ${contentTopic.topicId} = ${topicId})`;
}

/** Items from channels the user follows or mentioning a topic the user follows. */
export function followedBy(userId: string | Placeholder): SQL {
  return sql`(${contentItem.channelId} in (select cf.channel_id from channel_follow cf where cf.user_id = ${userId})
    or exists (select 1 from content_topic ft join topic_follow tf on tf.topic_id = ft.topic_id
               where ft.content_id = ${contentItem.id} and tf.user_id = ${userId}))`;
}

type Filters = {
  content_format?: NewsContentFormat | Placeholder;
  channel_id?: string | Placeholder;
  search?: string | Placeholder;
};

/** The shared feed filters; topic_id is left to the caller (join or exists, by ordering). */
export function feedFilters(q: Filters): SQL[] {
  const where: SQL[] = [];
  if (q.content_format) where.push(eq(contentItem.contentFormat, q.content_format));
  if (q.channel_id) where.push(eq(contentItem.channelId, q.channel_id));
  if (q.search) where.push(matchesSearch(q.search));
  return where;
}

/**
 * A LIMIT written into a prepared statement's text (drizzle binds a plain number as a parameter): with a known limit
 * PostgreSQL keeps one generic plan for the statement instead of planning it on every execution, and a generic plan
 * for an unknown LIMIT is costed as if it read a tenth of the table, which also wakes the JIT compiler.
 */
export const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/**
 * A prepared statement's value the planner cannot look at (an InitPlan): its plan is then costed alike for every
 * value, so PostgreSQL settles on one generic plan. Given the value, it would cost a common topic's plan lower than
 * the generic one and plan again on every execution (a topic's feed read twice as fast once that stopped). The index
 * on the column is used all the same.
 */
export const opaque = (value: Placeholder | SQL, cast: string) => sql`(select ${value}::${sql.raw(cast)})`;

export const all = (parts: SQL[]) => (parts.length ? and(...parts) : undefined);
