import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { NewsItemView, NewsSearchQuery } from "@questhq/core";
import type { Db } from "../../db/client";
import { contentItem, newsChannel } from "../../db/schema/index";
import { cursorMode, decodeCursor, encodeCursor } from "./news-cursor";
import { feedFilters, taggedWith } from "./feed-query";
import { itemColumns, toItemViews, type ItemRow } from "./news-view";

// GET /news/search/: ranked full text with a trigram fallback.
//
// Ranked results have no stable keyset (the rank is computed per query), so the cursor carries
// an offset; it is capped at SEARCH_MAX_DEPTH rows (a few pages): past that a reader should
// refine the query, and the cost of OFFSET stays bounded.
export const SEARCH_MAX_DEPTH = 200;

/** One short word ("eth", "sol") is matched by trigram word similarity rather than by stems. */
function isOneShortWord(search: string): boolean {
  return /^\S{1,3}$/.test(search.trim());
}

type Mode = "fts" | "trgm";

async function runSearch(db: Db, q: NewsSearchQuery, viewerId: string | null, mode: Mode, offset: number) {
  const where: SQL[] = feedFilters({ ...q, search: undefined });
  if (q.topic_id) where.push(taggedWith(q.topic_id));
  let rank: SQL;
  if (mode === "fts") {
    const query = sql`websearch_to_tsquery('english', ${q.search})`;
    where.push(sql`${contentItem.searchVector} @@ ${query}`);
    rank = sql`ts_rank_cd(${contentItem.searchVector}, ${query})`;
  } else {
    // `<%` (word similarity, GIN trigram index on title): "eth" finds "Ethereum", "etherium" finds it too.
    where.push(sql`${q.search} <% ${contentItem.title}`);
    rank = sql`word_similarity(${q.search}, ${contentItem.title})`;
  }
  const order = q.sort === "popular" ? [desc(contentItem.likeCount), desc(rank)] : [desc(rank)];
  if (mode === "fts") return pageQuery(db, viewerId, where, order, q.limit, offset);
  return db.transaction(async (tx) => {
    // The default threshold (0.6) misses one-letter typos of long words ("etherium" scores 0.56);
    // set it for this transaction only, so `<%` still uses the trigram index.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRGM_THRESHOLD)}, true)`);
    return pageQuery(tx as unknown as Db, viewerId, where, order, q.limit, offset);
  });
}

const TRGM_THRESHOLD = 0.5;

function pageQuery(db: Db, viewerId: string | null, where: SQL[], order: SQL[], limit: number, offset: number) {
  return db
    .select(itemColumns(viewerId))
    .from(contentItem)
    .innerJoin(newsChannel, eq(newsChannel.id, contentItem.channelId))
    .where(and(...where))
    .orderBy(...order, desc(contentItem.publishedAt), desc(contentItem.id))
    .limit(limit + 1)
    .offset(offset);
}

export async function searchContent(db: Db, q: NewsSearchQuery, viewerId: string | null): Promise<{ data: NewsItemView[]; next: string | null }> {
  let mode: Mode;
  let offset: number;
  if (q.next) {
    mode = cursorMode(q.next) === "trgm" ? "trgm" : "fts";
    offset = Number(decodeCursor(mode, q.next, 1)[0]);
    if (!Number.isInteger(offset) || offset < 0 || offset > SEARCH_MAX_DEPTH) decodeCursor("invalid", q.next, 1);
  } else {
    mode = isOneShortWord(q.search) ? "trgm" : "fts";
    offset = Math.min(q.offset, SEARCH_MAX_DEPTH);
  }
  let rows = await runSearch(db, q, viewerId, mode, offset);
  // Nothing by stems (a typo, a partial word): try the titles by trigram similarity.
  if (rows.length === 0 && mode === "fts" && !q.next) {
    mode = "trgm";
    rows = await runSearch(db, q, viewerId, mode, offset);
  }
  const page = rows.slice(0, q.limit);
  const nextOffset = offset + page.length;
  const more = rows.length > q.limit && nextOffset < SEARCH_MAX_DEPTH;
  return { data: await toItemViews(db, page as ItemRow[]), next: more ? encodeCursor(mode, [nextOffset]) : null };
}
