// `npm run bench` row: Atlas ingestion's CPU work per item — HTML to text, then Aho-Corasick
// tagging against a 10,000-topic catalogue (names, aliases, cashtags), as items per second.
// Database writes are measured by the feed rows' seeding, not here.
import { buildTagger, type TaggerTopic } from "../apps/server/src/features/news/ingest/tagger";
import { htmlToText } from "../apps/server/src/features/news/ingest/text";

const TOPICS = Number(process.env.BENCH_NEWS_TOPICS ?? 10_000);
const ITEMS = Number(process.env.BENCH_INGEST_ITEMS ?? 5_000);

export type IngestBench = {
  topics: number;
  patterns: number;
  buildMs: number;
  items: number;
  itemsPerSecond: number;
  avgBytes: number;
  mentions: number;
};

export function runIngestBench(): IngestBench {
  const topics: TaggerTopic[] = Array.from({ length: TOPICS }, (_, i) => ({
    id: `t${i}`,
    name: i === 0 ? "Ethereum" : `Project ${i.toString(36)}`,
    aliases: i === 0 ? ["ether"] : [`proj${i.toString(36)} protocol`],
    cashtags: i === 0 ? ["$ETH"] : [`$P${i.toString(36).toUpperCase()}`],
  }));
  const t0 = performance.now();
  const tagger = buildTagger(topics);
  const buildMs = performance.now() - t0;
  const paragraph = (k: number) =>
    `<p>Ethereum developers and Project ${(k % TOPICS).toString(36)} shipped an upgrade; ` +
    `$ETH and $P${((k * 7) % TOPICS).toString(36).toUpperCase()} moved while ` +
    `proj${((k * 13) % TOPICS).toString(36)} protocol validators watched the ` +
    '<a href="/x">base layer</a> &amp; fees.</p>';
  const articles = Array.from(
    { length: ITEMS },
    (_, k) =>
      `<article><h2>Story ${k}</h2>${Array.from({ length: 20 }, (_, j) => paragraph(k * 20 + j)).join("")}</article>`,
  );
  let mentions = 0;
  const t1 = performance.now();
  for (const html of articles) mentions += tagger.tag(htmlToText(html)).length;
  const seconds = (performance.now() - t1) / 1000;
  return {
    topics: TOPICS,
    patterns: tagger.patternCount,
    buildMs,
    items: ITEMS,
    itemsPerSecond: ITEMS / seconds,
    avgBytes: articles.reduce((s, a) => s + a.length, 0) / ITEMS,
    mentions,
  };
}
