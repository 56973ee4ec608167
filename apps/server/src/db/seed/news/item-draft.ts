import type { ContentFormat } from "../../schema/news";

/**
 * A hand-written demo article. `topics` lists every catalogue topic the title and body mention;
 * counts and positions are computed from the text (see mentions.ts) and checked by the tests.
 * Items are listed newest first; publication times are derived from their order.
 */
export type ItemDraft = {
  slug: string;
  channel: string;
  title: string;
  summary: string;
  author: string;
  format?: ContentFormat;
  /** A file under /demo/news/ (without extension). */
  image?: "ethereum" | "bitcoin" | "defi" | "layer2" | "nft" | "policy" | "solana" | "quest";
  topics: string[];
  body: string;
};
