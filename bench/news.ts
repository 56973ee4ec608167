// Atlas rows of `npm run bench`: BENCH_NEWS_ITEMS content items (default 1,000,000) across 50
// channels, tagged against BENCH_NEWS_TOPICS topics (default 10,000), 3 mentions per item, in
// bulk SQL. Topic picks are skewed (a few topics are in many items, as in real news) and
// deterministic (hashint4 of the item number), so item and mention inserts agree without a
// round trip. Topic 1 is "Ethereum": the topic feed and the "ethereum" search run against it.
import { sql } from "drizzle-orm";
import type { Database } from "../apps/server/src/db/client";
import { encodeCursor } from "../apps/server/src/features/news/news-cursor";

export const NEWS_ITEMS = Number(process.env.BENCH_NEWS_ITEMS ?? 1_000_000);
export const NEWS_TOPICS = Number(process.env.BENCH_NEWS_TOPICS ?? 10_000);
const NEWS_DEEP = Math.min(50_000, Math.floor(NEWS_ITEMS / 2));
const CHANNELS = 50;
const BATCH = 50_000;

export type NewsBenchContext = { deepCursor: string; topicId: string };

/** Each Atlas row; `plain`: reference-news.ts answers the same path. */
export const NEWS_ROWS: { name: string; path: (c: NewsBenchContext) => string; plain?: boolean }[] = [
  {
    name: `news explore page 1 (${NEWS_ITEMS / 1000}k items)`,
    path: () => "/api/v1/news/feed/?limit=10",
    plain: true,
  },
  {
    name: `news explore at depth ${NEWS_DEEP / 1000}k (keyset)`,
    path: (c) => `/api/v1/news/feed/?limit=10&next=${c.deepCursor}`,
    plain: true,
  },
  {
    name: "news topic feed (Ethereum, recent)",
    path: (c) => `/api/v1/news/feed/?topic_id=${c.topicId}&limit=10`,
    plain: true,
  },
  {
    name: 'news search "ethereum" (ranked)',
    path: () => "/api/v1/news/search/?search=ethereum&limit=10",
    plain: true,
  },
];

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

// The three topic numbers of item g, one from each third of the catalogue (so they differ),
// skewed towards the start of each third.
const third = Math.max(1, Math.floor(NEWS_TOPICS / 3));
const pick = (salt: number, from: number, g = "g") =>
  sql.raw(`(${from} + 1 + floor(power((hashint4(${g} + ${salt}) & 2147483647) / 2147483648.0, 2) * ${third})::int)`);

export async function seedNews(database: Database): Promise<NewsBenchContext> {
  const db = database.db;
  await db.execute(sql`
    insert into news_channel (name, slug, icon_url, site_url, follower_count)
    select 'Bench channel ' || c, 'bench-channel-' || c, 'https://bench.example/icon/' || c || '.png',
           'https://bench.example/' || c, (c * 7919) % 1000
    from generate_series(1, ${CHANNELS}) c`);
  await db.execute(sql`
    insert into news_topic (slug, name, entity_type)
    select 'bench-topic-' || n, case n when 1 then 'Ethereum' when 2 then 'Bitcoin' else 'Topic ' || n end,
           (array['tokens','people','exchanges','defi_protocols','projects','general'])[1 + n % 6]
    from generate_series(1, ${third * 3}) n`);
  const [a, b, c] = [pick(0, 0), pick(1_000_003, third), pick(2_000_003, 2 * third)];
  for (let from = 1; from <= NEWS_ITEMS; from += BATCH) {
    const to = Math.min(NEWS_ITEMS, from + BATCH - 1);
    // One statement per batch: the items, and their mentions from the rows it returns.
    await db.execute(sql`
      with ch as (select array_agg(id order by id) ids from news_channel where slug like 'bench-channel-%'),
           tp as (select array_agg(id order by substring(slug from 13)::int) ids,
                         array_agg(name order by substring(slug from 13)::int) names
                  from news_topic where slug like 'bench-topic-%'),
           ins as (
             insert into content_item (channel_id, title, slug, summary, canonical_url, published_at, content_format,
                                       like_count, text_plain, topic_text)
             select ch.ids[1 + g % ${CHANNELS}], 'Bench story ' || g || ' on ' || tp.names[${a}], 'bench-story-' || g,
                    'Summary of bench story ' || g, 'https://bench.example/story/' || g,
                    now() - g * interval '37 seconds',
                    (array['article','article','article','video','podcast','thread'])[1 + g % 6],
                    ((g::bigint * 7919) % 500)::int,
                    'Story ' || g || ' mentions ' || tp.names[${a}] || ', ' || tp.names[${b}] || ' and '
                      || tp.names[${c}] || '.',
                    tp.names[${a}] || ' ' || tp.names[${b}] || ' ' || tp.names[${c}]
             from generate_series(${from}::int, ${to}::int) g, ch, tp
             returning id, slug, published_at)
      insert into content_topic (content_id, topic_id, mention_count, first_position, published_at)
      select ins.id, tp.ids[k.n], 1 + (s.g + k.ord::int) % 3, k.ord::int * 40, ins.published_at
      from ins
      cross join lateral (select substring(ins.slug from 13)::int g) s
      cross join tp
      cross join lateral (
        select * from unnest(array[${pick(0, 0, "s.g")}, ${pick(1_000_003, third, "s.g")},
                                   ${pick(2_000_003, 2 * third, "s.g")}]) with ordinality as u(n, ord)) k`);
  }
  await db.execute(sql`
    update news_topic t set content_count = x.c, occurrences = x.o
    from (select topic_id, count(*)::int c, sum(mention_count)::int o from content_topic group by topic_id) x
    where x.topic_id = t.id`);
  // search_term_content is filled by the triggers on content_item (migration 0011) as the items go in.
  for (const table of ["news_channel", "news_topic", "content_item", "content_topic", "search_term_content"]) {
    await db.execute(sql.raw(`analyze ${table}`));
  }

  const deep = rowsOf<{ k0: string; id: string }>(
    await db.execute(
      sql`select published_at::text k0, id from content_item
        order by published_at desc, id desc offset ${NEWS_DEEP} limit 1`,
    ),
  )[0]!;
  const topic = rowsOf<{ id: string }>(
    await db.execute(sql`select id from news_topic where slug = 'bench-topic-1'`),
  )[0]!;
  return { deepCursor: encodeCursor("recent", [deep.k0, deep.id]), topicId: topic.id };
}
