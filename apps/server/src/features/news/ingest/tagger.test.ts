import { describe, expect, it } from "vitest";
import { buildTagger, type TaggerTopic } from "./tagger";

const topics: TaggerTopic[] = [
  { id: "ethereum", name: "Ethereum", aliases: ["ETH", "ether"], cashtags: ["$ETH"] },
  { id: "ef", name: "Ethereum Foundation", aliases: ["EF"], cashtags: [] },
  { id: "chainlink", name: "Chainlink", aliases: ["LINK"], cashtags: ["$LINK"] },
  { id: "sec", name: "SEC", aliases: ["Securities and Exchange Commission"], cashtags: [] },
  { id: "uniswap", name: "Uniswap", aliases: ["Uniswap v4"], cashtags: ["UNI"] },
  { id: "uniswap-v4", name: "Uniswap v4", aliases: [], cashtags: [] },
  { id: "zurich", name: "Zürich", aliases: [], cashtags: [] },
  { id: "base", name: "Base", aliases: [], cashtags: [] },
];
const tagger = buildTagger(topics);
const tag = (text: string) =>
  Object.fromEntries(tagger.tag(text).map((m) => [m.topicId, [m.mentionCount, m.firstPosition]]));

describe("topic tagger", () => {
  it("maps ethereum, ETH and $ETH (any case for the name and cashtag) to one topic", () => {
    expect(tag("ethereum rallied; ETH holders cheered, $ETH and $eth trended, ETHEREUM too")).toEqual({
      ethereum: [5, 0],
    });
  });

  it("matches ticker-like aliases only in capitals: LINK the token, not Link the word", () => {
    expect(tag("Link your wallet to the link page")).toEqual({});
    expect(tag("LINK gained 8%")).toEqual({ chainlink: [1, 0] });
    expect(tag("Buy $link now")).toEqual({ chainlink: [1, 4] });
    expect(tag("the sec said, then the SEC said")).toEqual({ sec: [1, 23] });
  });

  it("matches topic names that are everyday words only as written: Base the chain, not the base layer", () => {
    expect(tag("fees on the base layer")).toEqual({});
    expect(tag("Coinbase's Base hit a record")).toEqual({ base: [1, 11] });
  });

  it("respects word boundaries", () => {
    expect(tag("Ethernet, ETHx, methane, Ethereums, LINKS, LINK2, SECOND")).toEqual({});
    // "ETHER" is the alias "ether" (case-folded), not "ETH" inside a longer word.
    expect(tag("ETHER")).toEqual({ ethereum: [1, 0] });
    expect(buildTagger([{ id: "eth", name: "ETH", aliases: [], cashtags: [] }]).tag("ETHER and ETHx")).toEqual([]);
    expect(tag("(ETH) ETH-based ETH. “Ether”")).toEqual({ ethereum: [4, 1] });
  });

  it("prefers the longest of overlapping terms and counts it once", () => {
    expect(tag("Ethereum Foundation grants: the EF and Ethereum")).toEqual({ ef: [2, 0], ethereum: [1, 39] });
    // "Uniswap v4" is both a topic of its own and an alias of Uniswap: both topics get the mention.
    expect(tag("Uniswap v4 hooks; Uniswap fees")).toEqual({ uniswap: [2, 0], "uniswap-v4": [1, 0] });
  });

  it("folds case outside ASCII without shifting positions", () => {
    expect(tag("İstanbul and ZÜRICH and zürich")).toEqual({ zurich: [2, 13] });
    expect(tag("Securities and Exchange Commission")).toEqual({ sec: [1, 0] });
  });
});
