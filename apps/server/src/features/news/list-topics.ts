import { and, eq, sql, type SQL } from "drizzle-orm";
import type { NewsTopicListQuery, NewsTopicView } from "@questhq/core";
import type { Db } from "../../db/client";
import { newsTopic } from "../../db/schema/index";
import { castKey, decodeCursor, encodeCursor } from "./news-cursor";
import { topicColumns, toTopicView } from "./topic-view";

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// popular: news_topic (content_count desc, id) — the Trending panel's top N is page one of it.
// name: alphabetical, for browsing the catalogue.
const SORTS = {
  popular: {
    order: sql`${newsTopic.contentCount} desc, ${newsTopic.id} desc`,
    keys: (t: { contentCount: number; id: string }) => [t.contentCount, t.id],
    after: (k: (string | number)[]) =>
      sql`(${newsTopic.contentCount}, ${newsTopic.id}) < (${castKey(k[0], "int4")}, ${castKey(k[1], "uuid")})`,
  },
  name: {
    order: sql`${newsTopic.name} asc, ${newsTopic.id} asc`,
    keys: (t: { name: string; id: string }) => [t.name, t.id],
    after: (k: (string | number)[]) =>
      sql`(${newsTopic.name}, ${newsTopic.id}) > (${castKey(k[0], "text")}, ${castKey(k[1], "uuid")})`,
  },
} as const;

/** GET /news/topics/: popular topics (Trending panel) or the paged catalogue with search and entity type. */
export async function listTopics(
  db: Db,
  q: NewsTopicListQuery,
  viewerId: string | null,
): Promise<{ data: NewsTopicView[]; next: string | null }> {
  const sort = SORTS[q.sort];
  const where: SQL[] = [];
  if (q.entity_type) where.push(eq(newsTopic.entityType, q.entity_type));
  // The trigram index on name serves ILIKE '%…%'; aliases let "ether" find Ethereum.
  if (q.search)
    where.push(
      sql`(${newsTopic.name} ilike ${likePattern(q.search)}
        or exists (select 1 from unnest(${newsTopic.aliases}) a where a ilike ${likePattern(q.search)}))`,
    );
  if (q.next) where.push(sort.after(decodeCursor(`topics:${q.sort}`, q.next, 2)));
  const rows = await db
    .select(topicColumns(viewerId))
    .from(newsTopic)
    .where(where.length ? and(...where) : undefined)
    .orderBy(sort.order)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: page.map(toTopicView),
    next: rows.length > q.limit && last ? encodeCursor(`topics:${q.sort}`, sort.keys(last)) : null,
  };
}
