import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { NewsItemView, NewsSearchQuery, NewsTopicChip } from "@questhq/core";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { contentItem, newsChannel, searchTermContent } from "../../db/schema/index";
import { cursorMode, decodeCursor, encodeCursor } from "./news-cursor";
import { feedFilters, literal, opaque, taggedWith } from "./feed-query";
import { itemColumns, toItemBase, toItemViews, topicChips, type ItemRow } from "./news-view";

// GET /news/search/: ranked full text with a trigram fallback.
//
// Ranked results have no stable keyset (the rank is computed per query), so the cursor carries
// an offset; it is capped at SEARCH_MAX_DEPTH rows (a few pages): past that a reader should
// refine the query, and the cost of OFFSET stays bounded.
//
// The ranking: ts_rank_cd over the weighted search_vector, then newest first. Ranking every match
// of a common word ("ethereum" in 1M items: 17,000 rows read and ranked) is what made search slow,
// so the words readers search most, the single-word terms of topic names, have their matches and
// ranks precomputed (search_term_content, kept by triggers): the first page is the head of one
// index, in exactly the order the full ranking gives. Other queries rank every match as before.
export const SEARCH_MAX_DEPTH = 200;

/** One short word ("eth", "sol") is matched by trigram word similarity rather than by stems. */
function isOneShortWord(search: string): boolean {
  return /^\S{1,3}$/.test(search.trim());
}

type Mode = "fts" | "trgm";
type Page = { db: Db; q: NewsSearchQuery; viewerId: string | null; offset: number };

const p = (name: string) => sql.placeholder(name);

/** What the precomputed path's statement depends on besides values (its limit is written in, see literal). */
type TermShape = { viewer: boolean; format: boolean; topic: boolean; limit: number; offset: boolean };

/**
 * The precomputed path, prepared once per shape: the term's rows by (rank, published_at, id) descending, with the
 * format and topic filters applied on the way. A channel filter is left to the full search, whose bitmap of the
 * channel's items is the cheaper way to a small channel's matches; so is the popular sort, which orders by likes.
 */
function termPageQuery(db: Db, name: string, shape: TermShape) {
  const term = opaque(sql`websearch_to_tsquery('english', ${p("search")})`, "text");
  const where: SQL[] = [sql`${searchTermContent.term} = ${term}`];
  if (shape.format) where.push(sql`${contentItem.contentFormat} = ${p("format")}`);
  if (shape.topic) where.push(taggedWith(p("topic")));
  return db
    .select({ ...itemColumns(shape.viewer ? p("viewer") : null), topics: topicChips })
    .from(searchTermContent)
    .innerJoin(contentItem, eq(contentItem.id, searchTermContent.contentId))
    .innerJoin(newsChannel, eq(newsChannel.id, contentItem.channelId))
    .where(and(...where))
    .orderBy(desc(searchTermContent.rank), desc(searchTermContent.publishedAt), desc(searchTermContent.contentId))
    .limit(literal(shape.limit))
    .offset(shape.offset ? p("offset") : 0)
    .prepare(name);
}

async function termPage({ db, q, viewerId, offset }: Page) {
  const shape: TermShape = {
    viewer: viewerId !== null,
    format: q.content_format !== undefined,
    topic: q.topic_id !== undefined,
    limit: q.limit + 1,
    offset: offset > 0,
  };
  const flags = [shape.viewer, shape.format, shape.topic, shape.offset].map(Number).join("");
  const name = `news_search_term_${flags}_${shape.limit}`;
  const query = prepared(db, name, (d, n) => termPageQuery(d, n, shape));
  return (await query.execute({
    search: q.search,
    viewer: viewerId ?? undefined,
    format: q.content_format,
    topic: q.topic_id,
    offset,
  })) as (ItemRow & { topics: NewsTopicChip[] })[];
}

async function runSearch({ db, q, viewerId, offset }: Page, mode: Mode) {
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

export async function searchContent(
  db: Db,
  q: NewsSearchQuery,
  viewerId: string | null,
): Promise<{ data: NewsItemView[]; next: string | null }> {
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
  const page: Page = { db, q, viewerId, offset };
  // A word with precomputed ranks answers from them, topic chips included; no rows means the query is no such word
  // (or nothing matches it, which the full search then confirms).
  if (mode === "fts" && q.sort === "recent" && !q.channel_id) {
    const rows = await termPage(page);
    if (rows.length > 0)
      return answer(q, mode, offset, rows, (data) => data.map((r) => ({ ...toItemBase(r), topics: r.topics })));
  }
  let rows = await runSearch(page, mode);
  // Nothing by stems (a typo, a partial word): try the titles by trigram similarity.
  if (rows.length === 0 && mode === "fts" && !q.next) {
    mode = "trgm";
    rows = await runSearch(page, mode);
  }
  return answer(q, mode, offset, rows as ItemRow[], (data) => toItemViews(db, data));
}

/** One page of `rows` (fetched one beyond the page, to tell whether more follow) and the cursor of the next. */
async function answer<R>(
  q: NewsSearchQuery,
  mode: Mode,
  offset: number,
  rows: R[],
  views: (data: R[]) => NewsItemView[] | Promise<NewsItemView[]>,
): Promise<{ data: NewsItemView[]; next: string | null }> {
  const data = rows.slice(0, q.limit);
  const nextOffset = offset + data.length;
  const more = rows.length > q.limit && nextOffset < SEARCH_MAX_DEPTH;
  return { data: await views(data), next: more ? encodeCursor(mode, [nextOffset]) : null };
}
