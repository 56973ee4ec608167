import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsItemView } from "@questhq/core";
import { Client, createTestApp, type TestApp } from "../../test/harness";
import { buildTagger } from "./ingest/tagger";
import { addChannel, addItem, addTopic } from "./news-fixtures";

// Pins what readers see for a few searches over a realistic Atlas: 160 stories over half a year, tagged by the
// ingestion's own tagger, where a common term matches far more items than a page and ranks differ (title, topic,
// several body mentions, inflected forms the tagger does not tag, an everyday-word topic). The expected orders were
// recorded from the ranking as it was before search was made fast (ts_rank_cd over every match, then newest first),
// so any faster path has to answer exactly what that one did. Items are named by their number in the fixture.

let t: TestApp;
let c: Client;
const numberOf = new Map<string, number>();
const topicIds: Record<string, string> = {};

/** mulberry32: the same "random" stories on every run. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS = [
  { name: "Ethereum", entityType: "tokens", aliases: ["Ether"], cashtags: ["ETH"] },
  { name: "Bitcoin", entityType: "tokens", aliases: [], cashtags: ["BTC"] },
  { name: "Solana", entityType: "tokens", aliases: [], cashtags: ["SOL"] },
  { name: "Base", entityType: "projects", aliases: [], cashtags: [] },
  { name: "Arbitrum", entityType: "projects", aliases: [], cashtags: ["ARB"] },
  { name: "Lido", entityType: "defi_protocols", aliases: [], cashtags: ["LDO"] },
  { name: "Uniswap Labs", entityType: "projects", aliases: [], cashtags: [] },
  { name: "Vitalik Buterin", entityType: "people", aliases: [], cashtags: [] },
];

const TITLES = [
  "Ethereum upgrade lands on mainnet",
  "Ethereum fees fall to a yearly low",
  "What the latest Ethereum data says",
  "Bitcoin slips as markets cool",
  "Spot Bitcoin ETF sees record inflows",
  "Solana restarts after an outage",
  "Base passes a million daily users",
  "Markets wrap",
  "Weekly roundup",
  "Regulators eye crypto exchanges",
  "Why staking matters",
  "Arbitrum and Base compete for builders",
  "Uniswap Labs ships a wallet",
  "Lido's share of staked ether grows",
  "Vitalik Buterin on rollups",
  "Ether ETF decision delayed",
];

const SENTENCES = [
  "Ethereum developers scheduled the next network upgrade.",
  "Ether fell three percent against the dollar overnight.",
  "Staking on Ethereum keeps growing, and Ethereum's fees dropped again.",
  "Bitcoin miners sold part of their reserves.",
  "Spot bitcoin ETF flows turned positive for the week.",
  "An ETF holding ether is still waiting for approval.",
  "Base saw record activity as builders moved to the base layer.",
  "Layer-two networks such as Arbitrum and Base settle on Ethereum.",
  "Uniswap Labs shipped a new mobile wallet.",
  "Lido holds a large share of staked ether.",
  "Solana validators restarted the network after an outage.",
  "Vitalik Buterin wrote about rollups and data availability.",
  "Markets were quiet over the weekend.",
  "Regulators asked exchanges for more data.",
  "The ethereum-based token rallied after the listing.",
  "Traders watched the ETH/BTC ratio closely.",
  "Staking yields on Solana and Ethereum converged.",
  "Analysts said the base case is a slow recovery.",
  "Several Ethereums of the past cycle never shipped.",
  "Bitcoin and Ethereum led the market higher.",
];

const FORMATS = ["article", "article", "article", "video", "podcast"] as const;
const ITEMS = 160;

beforeAll(async () => {
  t = await createTestApp();
  c = new Client(t.app);
  const db = t.database.db;
  const channels = [
    await addChannel(db, "Ledger Daily", 40),
    await addChannel(db, "Chain Brief", 12),
    await addChannel(db, "Token Talk", 5),
  ];
  const names = new Map<string, string>();
  for (const topic of TOPICS) {
    const row = await addTopic(db, topic.name, { entityType: topic.entityType, aliases: topic.aliases });
    topicIds[topic.name] = row.id;
    names.set(row.id, topic.name);
  }
  const tagger = buildTagger(
    TOPICS.map((topic) => ({
      id: topicIds[topic.name]!,
      name: topic.name,
      aliases: topic.aliases,
      cashtags: topic.cashtags,
    })),
  );
  const random = prng(15);
  const start = Date.parse("2026-06-01T08:00:00Z");
  for (let n = 0; n < ITEMS; n++) {
    const title = TITLES[Math.floor(random() * TITLES.length)]!;
    const text = Array.from(
      { length: 2 + Math.floor(random() * 6) },
      () => SENTENCES[Math.floor(random() * SENTENCES.length)]!,
    ).join(" ");
    const mentions = tagger.tag(`${title}\n\n${text}`);
    const item = await addItem(db, {
      channelId: channels[n % channels.length]!.id,
      title,
      text,
      // About one story a day, going back in time, never two at the same instant.
      publishedAt: new Date(start - n * 26 * 3_600_000 - Math.floor(random() * 3_600_000)),
      format: FORMATS[Math.floor(random() * FORMATS.length)]!,
      likeCount: Math.floor(random() * 40),
      topics: mentions.map((m) => ({
        id: m.topicId,
        name: names.get(m.topicId)!,
        mentions: m.mentionCount,
        position: m.firstPosition,
      })),
    });
    numberOf.set(item.id, n);
  }
});
afterAll(async () => t?.close());

type Page = { data: NewsItemView[]; next: string | null };

/** The fixture numbers of the first `pages` pages of a search (10 a page), following `next`. */
async function ranked(query: string, pages = 1): Promise<number[]> {
  const seen: number[] = [];
  let url: string | null = `/api/v1/news/search/?limit=10&${query}`;
  for (let p = 0; p < pages && url; p++) {
    const res = await c.get(url.replace("http://localhost:3000", ""));
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    seen.push(...page.data.map((i) => numberOf.get(i.id)!));
    url = page.next;
  }
  return seen;
}

describe("search relevance (pinned)", () => {
  it("the commonest term: the first three pages", async () => {
    expect(await ranked("search=ethereum", 3)).toEqual(PINNED.ethereum);
  });

  it("a topic's alias and its cashtag", async () => {
    expect(await ranked("search=ether", 2)).toEqual(PINNED.ether);
    expect(await ranked("search=ETH")).toEqual(PINNED.eth);
  });

  it("an everyday word that is also a topic", async () => {
    expect(await ranked("search=base", 2)).toEqual(PINNED.base);
  });

  it("two words, and a word no topic names", async () => {
    expect(await ranked("search=bitcoin%20etf")).toEqual(PINNED.bitcoinEtf);
    expect(await ranked("search=staking", 2)).toEqual(PINNED.staking);
  });

  it("the commonest term with the feed filters and by likes", async () => {
    expect(await ranked("search=ethereum&content_format=video")).toEqual(PINNED.ethereumVideo);
    expect(await ranked(`search=ethereum&topic_id=${topicIds.Lido}`)).toEqual(PINNED.ethereumLido);
    expect(await ranked("search=ethereum&sort=popular", 2)).toEqual(PINNED.ethereumPopular);
  });
});

const PINNED = {
  ethereum: [
    98, 59, 120, 28, 142, 50, 97, 113, 123, 131, 158, 8, 14, 25, 48, 77, 85, 91, 122, 133, 32, 34, 42, 60, 61, 68, 81,
    118, 17, 22,
  ],
  ether: [67, 156, 2, 25, 26, 37, 40, 136, 147, 154, 60, 65, 93, 128, 7, 16, 96, 151, 15, 31],
  eth: [2, 7, 15, 16, 19, 24, 25, 26, 29, 31],
  base: [116, 121, 17, 1, 65, 85, 94, 126, 133, 5, 32, 113, 129, 140, 147, 159, 127, 16, 54, 59],
  bitcoinEtf: [20, 115, 92, 11, 135, 55, 71, 77, 82, 88],
  staking: [25, 136, 3, 16, 37, 40, 138, 28, 77, 81, 90, 98, 142, 38, 67, 114, 147, 151, 157, 15],
  ethereumVideo: [98, 113, 25, 133, 34, 61, 81, 118, 39, 88],
  ethereumLido: [98, 142, 123, 25, 48, 85, 122, 60, 81, 90],
  ethereumPopular: [42, 137, 52, 135, 1, 37, 97, 77, 41, 71, 138, 120, 131, 32, 63, 139, 61, 81, 153, 47],
};
