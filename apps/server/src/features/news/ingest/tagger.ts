import AhoCorasick from "modern-ahocorasick";

// Topic tagging: one Aho-Corasick automaton over every topic's name, aliases and cashtags,
// matched on case-folded text with word boundaries. Ticker-like terms (ETH, LINK, SEC: short
// and all capitals) only match in capitals, so "Link" the word or "sec" never tag the token;
// cashtags ($ETH) match in any case. Overlapping terms resolve leftmost-longest: "Ethereum
// Foundation" is one mention of the foundation, not also one of Ethereum.

export type TaggerTopic = { id: string; name: string; aliases: string[]; cashtags: string[] };
export type TopicMention = { topicId: string; mentionCount: number; firstPosition: number };

type Entry = { topicId: string; exact: string | null };

const TICKER = /^[A-Z][A-Z0-9]{1,5}$/;
// Topic names that are also everyday words match only as written ("Base" the chain, not "the base
// layer"; "Near", "Flow", "Gas"…), like tickers. Extend when the catalogue grows new homonyms.
const EVERYDAY_WORDS = new Set([
  "base",
  "blur",
  "compound",
  "core",
  "dash",
  "flow",
  "gas",
  "graph",
  "harmony",
  "link",
  "magic",
  "maker",
  "mask",
  "move",
  "near",
  "ocean",
  "one",
  "optimism",
  "render",
  "sonic",
  "story",
  "ton",
  "zero",
]);
const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** Lower-cases without changing the string's length, so offsets stay valid in the original. */
function fold(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = "";
  for (const ch of text) {
    const l = ch.toLowerCase();
    out += l.length === ch.length ? l : ch;
  }
  return out;
}

export type Tagger = { tag(text: string): TopicMention[]; readonly patternCount: number };

export function buildTagger(topics: readonly TaggerTopic[]): Tagger {
  const byPattern = new Map<string, Entry[]>();
  for (const t of topics) {
    const terms = new Set([t.name, ...t.aliases, ...t.cashtags.map((c) => (c.startsWith("$") ? c : `$${c}`))]);
    for (const raw of terms) {
      const term = raw.trim();
      if (term.length < 2) continue;
      const key = fold(term);
      const entries = byPattern.get(key) ?? [];
      const exact =
        !term.startsWith("$") && (TICKER.test(term) || EVERYDAY_WORDS.has(term.toLowerCase())) ? term : null;
      if (!entries.some((e) => e.topicId === t.id && e.exact === exact)) entries.push({ topicId: t.id, exact });
      byPattern.set(key, entries);
    }
  }
  const patterns = [...byPattern].map(([pattern, data]) => ({ pattern, data }));
  const matcher = patterns.length ? new AhoCorasick<Entry[]>(patterns) : null;

  return {
    patternCount: patterns.length,
    tag(text) {
      if (!matcher) return [];
      const hits: { start: number; end: number; topics: string[] }[] = [];
      for (const m of matcher.iterate(fold(text), { strategy: "all" })) {
        const before = m.start > 0 ? text[m.start - 1]! : "";
        const after = text[m.end] ?? "";
        // A term inside a longer word ("ETHER" for ETH) is not a mention; nor is "ETH" in "$ETH",
        // which the cashtag term covers.
        if ((before && (WORD_CHAR.test(before) || before === "$")) || (after && WORD_CHAR.test(after))) continue;
        const surface = text.slice(m.start, m.end);
        const topics = (m.data ?? []).filter((e) => e.exact === null || e.exact === surface).map((e) => e.topicId);
        if (topics.length) hits.push({ start: m.start, end: m.end, topics });
      }
      hits.sort((a, b) => a.start - b.start || b.end - a.end);
      const found = new Map<string, TopicMention>();
      let cursor = 0;
      for (const h of hits) {
        if (h.start < cursor) continue;
        cursor = h.end;
        for (const topicId of new Set(h.topics)) {
          const seen = found.get(topicId);
          if (seen) seen.mentionCount += 1;
          else found.set(topicId, { topicId, mentionCount: 1, firstPosition: h.start });
        }
      }
      return [...found.values()].sort((a, b) => a.firstPosition - b.firstPosition);
    },
  };
}
