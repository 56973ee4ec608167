// The plain references of the Atlas rows of `npm run bench` (see reference-server.ts for what "plain" means): a
// visitor's explore feed, a topic's feed and the ranked search, at our paths. Each reads one keyset (or, for search,
// offset) page of items with their channel, then the top topics of the page's items in a second query, and links the
// next page as our API does (the request's own URL, absolute, with the cursor).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notImplemented, type Reference } from "./reference-common";

type ItemRow = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  image_url: string | null;
  author: string | null;
  published_at: Date;
  content_format: string;
  canonical_url: string;
  like_count: number;
  bookmark_count: number;
  channel_id: string;
  channel_name: string;
  channel_slug: string;
  channel_icon_url: string | null;
  /** The page's sort key as PostgreSQL's own text (microseconds kept), for the next cursor. */
  k0: string;
};
type ChipRow = {
  content_id: string;
  id: string;
  slug: string;
  name: string;
  entity_type: string;
  mention_count: number;
};
type FeedQuery = Record<string, string | undefined>;

const ITEM_COLUMNS = `ci.id, ci.slug, ci.title, ci.summary, ci.image_url, ci.author, ci.published_at, ci.content_format,
       ci.canonical_url, ci.like_count, ci.bookmark_count,
       nc.id as channel_id, nc.name as channel_name, nc.slug as channel_slug, nc.icon_url as channel_icon_url`;

const CHIPS_SHOWN = 5;
/** Ranked search pages by offset, at most this deep (as the API does). */
const SEARCH_MAX_DEPTH = 200;

const cursor = (mode: string, keys: (string | number)[]) =>
  Buffer.from(JSON.stringify({ m: mode, k: keys })).toString("base64url");
const keysOf = (next: string) => (JSON.parse(Buffer.from(next, "base64url").toString("utf8")) as { k: string[] }).k;
const limitOf = (q: FeedQuery) => Number(q.limit ?? 10);

/**
 * The filters and orderings of our feeds that these references do not implement: such a request is refused (501), so
 * a row that used one would fail the answers check instead of timing something else.
 */
function unimplemented(q: FeedQuery, reply: FastifyReply) {
  const format = q.content_format && q.content_format !== "all";
  if (format || q.channel_id || q.offset || (q.sort && q.sort !== "recent")) {
    return notImplemented(reply, "such Atlas filter or ordering");
  }
  return null;
}

export function registerNewsReferences(app: FastifyInstance, ref: Reference): void {
  const { q, env } = ref;
  const publicUrl = env.PUBLIC_URL.replace(/\/$/, "");

  /** The request's own URL with the next cursor, as an absolute link on our public URL. */
  const nextLink = (req: FastifyRequest, next: string | null): string | null => {
    if (!next) return null;
    const url = new URL(req.url, publicUrl);
    url.searchParams.set("next", next);
    return `${publicUrl}${url.pathname}${url.search}`;
  };

  /** The page's items with their channel and top topics (the feed card); a visitor has liked and saved nothing. */
  const cards = async (rows: ItemRow[]) => {
    const chips = rows.length
      ? await q<ChipRow>(
          `select ct.content_id, t.id, t.slug, t.name, t.entity_type, ct.mention_count
             from content_topic ct join news_topic t on t.id = ct.topic_id
            where ct.content_id = any($1::uuid[])
            order by ct.content_id, ct.mention_count desc, ct.first_position, t.name`,
          [rows.map((r) => r.id)],
        )
      : [];
    const byItem = new Map<string, Omit<ChipRow, "content_id">[]>();
    for (const { content_id, ...chip } of chips) {
      const list = byItem.get(content_id) ?? [];
      if (list.length < CHIPS_SHOWN) list.push(chip);
      byItem.set(content_id, list);
    }
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      summary: r.summary,
      image_url: r.image_url,
      author: r.author,
      published_at: r.published_at.toISOString(),
      content_format: r.content_format,
      canonical_url: r.canonical_url,
      channel: { id: r.channel_id, name: r.channel_name, slug: r.channel_slug, icon_url: r.channel_icon_url },
      like_count: r.like_count,
      bookmark_count: r.bookmark_count,
      is_liked: false,
      is_bookmarked: false,
      topics: byItem.get(r.id) ?? [],
    }));
  };

  // A visitor's explore feed (newest first) or a topic's feed, one keyset page: content_item (published_at, id), or
  // content_topic (topic_id, published_at, content_id) joined to its items.
  app.get<{ Querystring: FeedQuery }>("/api/v1/news/feed", async (req, reply) => {
    if (req.query.search) return notImplemented(reply, "feed search");
    const refused = unimplemented(req.query, reply);
    if (refused) return refused;
    const limit = limitOf(req.query);
    const after = req.query.next ? keysOf(req.query.next) : null;
    const params: unknown[] = [limit + 1];
    let rows: ItemRow[];
    if (req.query.topic_id) {
      params.push(req.query.topic_id);
      if (after) params.push(after[0], after[1]);
      rows = await q<ItemRow>(
        `select ${ITEM_COLUMNS}, ct.published_at::text as k0
           from content_topic ct
           join content_item ci on ci.id = ct.content_id
           join news_channel nc on nc.id = ci.channel_id
          where ct.topic_id = $2 ${after ? "and (ct.published_at, ct.content_id) < ($3::timestamptz, $4::uuid)" : ""}
          order by ct.published_at desc, ct.content_id desc
          limit $1`,
        params,
      );
    } else {
      if (after) params.push(after[0], after[1]);
      rows = await q<ItemRow>(
        `select ${ITEM_COLUMNS}, ci.published_at::text as k0
           from content_item ci
           join news_channel nc on nc.id = ci.channel_id
          ${after ? "where (ci.published_at, ci.id) < ($2::timestamptz, $3::uuid)" : ""}
          order by ci.published_at desc, ci.id desc
          limit $1`,
        params,
      );
    }
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      data: await cards(page),
      next: nextLink(req, rows.length > limit && last ? cursor("recent", [last.k0, last.id]) : null),
    };
  });

  // Ranked full-text search: the matches of the query ranked by ts_rank_cd over the weighted search vector, newest
  // first among equals, one page at an offset. A word with precomputed ranks (search_term_content) is read from them;
  // any other query ranks every match. (Our API's trigram search for one short word or a typo is not this read.)
  app.get<{ Querystring: FeedQuery }>("/api/v1/news/search", async (req, reply) => {
    const refused = unimplemented(req.query, reply);
    if (refused) return refused;
    const search = (req.query.search ?? "").trim();
    if (req.query.topic_id || /^\S{1,3}$/.test(search)) return notImplemented(reply, "such search");
    const limit = limitOf(req.query);
    const offset = req.query.next ? Number(keysOf(req.query.next)[0]) : 0;
    const params = [req.query.search ?? "", limit + 1, offset];
    let rows = await q<ItemRow>(
      `select ${ITEM_COLUMNS}
         from search_term_content s
         join content_item ci on ci.id = s.content_id
         join news_channel nc on nc.id = ci.channel_id
        where s.term = websearch_to_tsquery('english', $1)::text
        order by s.rank desc, s.published_at desc, s.content_id desc
        limit $2 offset $3`,
      params,
    );
    if (rows.length === 0) {
      rows = await q<ItemRow>(
        `select ${ITEM_COLUMNS}
           from content_item ci
           join news_channel nc on nc.id = ci.channel_id
          where ci.search_vector @@ websearch_to_tsquery('english', $1)
          order by ts_rank_cd(ci.search_vector, websearch_to_tsquery('english', $1)) desc,
                   ci.published_at desc, ci.id desc
          limit $2 offset $3`,
        params,
      );
    }
    if (rows.length === 0) return notImplemented(reply, "trigram search (nothing matched by stems)");
    const page = rows.slice(0, limit);
    const more = rows.length > limit && offset + page.length < SEARCH_MAX_DEPTH;
    return { data: await cards(page), next: nextLink(req, more ? cursor("fts", [offset + page.length]) : null) };
  });
}
