import { and, asc, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newsChannel, newsTopic, type NewsChannel } from "../../../db/schema/news";
import { backfillDerivedText } from "./backfill";
import type { IngestConfig } from "./config";
import { ingestChannel, type ChannelStats } from "./ingest-channel";
import { buildTagger } from "./tagger";

// One ingestion run over the due channels (or all of them, for `npm run ingest`). Each channel
// is claimed by pushing next_fetch_at forward first, so two servers never read the same feed at
// once; a failing feed records the error and backs off exponentially, the others carry on.

export type ChannelResult = {
  channel: Pick<NewsChannel, "id" | "slug" | "name">;
  ok: boolean;
  error?: string;
  stats?: ChannelStats;
  ms: number;
};

export type IngestSummary = {
  channelsOk: number;
  channelsFailed: number;
  itemsNew: number;
  itemsDuplicate: number;
  itemsUpdated: number;
  topicsTagged: number;
  backfilled: number;
  seconds: number;
  itemsPerSecond: number;
  results: ChannelResult[];
};

const LEASE_MS = 10 * 60_000;
const MAX_BACKOFF_MS = 24 * 3600_000;

export function backoffMs(failures: number, intervalMinutes: number): number {
  return Math.min(intervalMinutes * 60_000 * 2 ** Math.max(failures - 1, 0), MAX_BACKOFF_MS);
}

export async function runIngest(
  db: Db,
  config: IngestConfig,
  opts: { all?: boolean; now?: Date; onChannel?: (r: ChannelResult) => void } = {},
): Promise<IngestSummary> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const backfilled = await backfillDerivedText(db);
  const lease = new Date(now.getTime() + LEASE_MS);
  const due = opts.all ? sql`true` : or(isNull(newsChannel.nextFetchAt), lte(newsChannel.nextFetchAt, now));
  const claimed = await db
    .update(newsChannel)
    .set({ nextFetchAt: lease })
    .where(and(isNotNull(newsChannel.feedUrl), due))
    .returning();
  claimed.sort((a, b) => a.slug.localeCompare(b.slug));

  const topics = await db
    .select({ id: newsTopic.id, name: newsTopic.name, aliases: newsTopic.aliases, cashtags: newsTopic.cashtags })
    .from(newsTopic)
    .orderBy(asc(newsTopic.id));
  const ctx = { config, tagger: buildTagger(topics), topicNames: new Map(topics.map((t) => [t.id, t.name])), now };

  const summary: IngestSummary = {
    channelsOk: 0,
    channelsFailed: 0,
    itemsNew: 0,
    itemsDuplicate: 0,
    itemsUpdated: 0,
    topicsTagged: 0,
    backfilled,
    seconds: 0,
    itemsPerSecond: 0,
    results: [],
  };
  for (const channel of claimed) {
    const t0 = performance.now();
    let result: ChannelResult;
    try {
      const stats = await ingestChannel(db, channel, ctx);
      await db
        .update(newsChannel)
        .set({
          lastFetchedAt: now,
          nextFetchAt: new Date(now.getTime() + config.intervalMinutes * 60_000),
          failureCount: 0,
          lastError: null,
        })
        .where(eq(newsChannel.id, channel.id));
      summary.channelsOk += 1;
      summary.itemsNew += stats.created;
      summary.itemsDuplicate += stats.duplicates;
      summary.itemsUpdated += stats.updated;
      summary.topicsTagged += stats.mentions;
      result = { channel, ok: true, stats, ms: performance.now() - t0 };
    } catch (err) {
      const failures = channel.failureCount + 1;
      const message = (err as Error).message.slice(0, 500);
      await db
        .update(newsChannel)
        .set({
          lastFetchedAt: now,
          failureCount: failures,
          lastError: message,
          nextFetchAt: new Date(now.getTime() + backoffMs(failures, config.intervalMinutes)),
        })
        .where(eq(newsChannel.id, channel.id));
      summary.channelsFailed += 1;
      result = { channel, ok: false, error: message, ms: performance.now() - t0 };
    }
    summary.results.push(result);
    opts.onChannel?.(result);
  }
  summary.seconds = (performance.now() - started) / 1000;
  const processed = summary.itemsNew + summary.itemsUpdated + summary.itemsDuplicate;
  summary.itemsPerSecond = summary.seconds > 0 ? processed / summary.seconds : 0;
  return summary;
}
