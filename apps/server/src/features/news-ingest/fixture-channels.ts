import type { Db } from "../../db/client";
import { newsChannel } from "../../db/schema/news";
import type { Env } from "../../env";
import { fixtureFeedsBase } from "./config";

// Development and demo (NEWS_FIXTURES): sandbox channels reading the fixture feeds this server
// serves at /sandbox/feeds, so `npm start` ingests real-format feeds offline. Created once;
// the feed URL follows PORT.

const FIXTURE_CHANNELS = [
  { slug: "sandbox-wire", name: "Sandbox Wire", file: "rss.xml", feedFormat: "rss" },
  { slug: "sandbox-atom-daily", name: "Sandbox Atom Daily", file: "atom.xml", feedFormat: "atom" },
  { slug: "sandbox-json-signals", name: "Sandbox JSON Signals", file: "feed.json", feedFormat: "json" },
  { slug: "sandbox-briefs", name: "Sandbox Briefs", file: "summary-only.xml", feedFormat: "rss" },
] as const;

export async function ensureFixtureChannels(db: Db, env: Env): Promise<void> {
  const base = fixtureFeedsBase(env);
  await db
    .insert(newsChannel)
    .values(FIXTURE_CHANNELS.map((c) => ({ slug: c.slug, name: c.name, feedFormat: c.feedFormat, siteUrl: `${base}/`, feedUrl: `${base}/${c.file}` })))
    .onConflictDoNothing({ target: newsChannel.slug });
}
