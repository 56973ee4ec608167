import type { FeedFormat } from "../../schema/news";

export type ChannelDraft = {
  slug: string;
  name: string;
  feedFormat: FeedFormat;
  followerCount: number;
};

const FEED_PATH: Record<FeedFormat, string> = { rss: "feed.xml", atom: "atom.xml", json: "feed.json" };

export const channelDrafts: ChannelDraft[] = [
  { slug: "the-block-wire", name: "The Block Wire", feedFormat: "rss", followerCount: 4820 },
  { slug: "decrypt-daily", name: "Decrypt Daily", feedFormat: "atom", followerCount: 3915 },
  { slug: "defi-pulse-notes", name: "DeFi Pulse Notes", feedFormat: "rss", followerCount: 2764 },
  { slug: "chain-signals", name: "Chain Signals", feedFormat: "json", followerCount: 1983 },
  { slug: "layer-two-weekly", name: "Layer Two Weekly", feedFormat: "atom", followerCount: 1541 },
  { slug: "nft-now", name: "NFT Now", feedFormat: "rss", followerCount: 1207 },
  { slug: "questhq-dispatch", name: "QuestHQ Dispatch", feedFormat: "json", followerCount: 860 },
];

export function channelUrls(c: ChannelDraft): { siteUrl: string; feedUrl: string; iconUrl: string } {
  return {
    siteUrl: `https://example-news.test/${c.slug}`,
    feedUrl: `https://example-news.test/${c.slug}/${FEED_PATH[c.feedFormat]}`,
    iconUrl: `/demo/channels/${c.slug}.svg`,
  };
}
