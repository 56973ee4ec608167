import { createHash } from "node:crypto";
import sanitize from "sanitize-html";
import { sanitizeRichText } from "../../../lib/html";
import type { ContentFormat } from "../../../db/schema/news";

// Text helpers of ingestion: plain text for search, tagging and near-duplicate checks; the
// normalised title key; word-shingle similarity; slugs; the content format of an entry.

const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|tr|pre|section|article|ul|ol)>|<br\s*\/?>/gi;
const ESCAPED: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** Tags removed (scripts and styles with their content), entities decoded, block ends as new lines. */
export function htmlToText(html: string): string {
  // sanitize-html decodes every entity while parsing and re-escapes only these few on output.
  const stripped = sanitize(html.replace(BLOCK_END, "$&\n"), { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ESCAPED[e] ?? e)
    .replace(/[ \t\r\f\v\u00a0]+/g, " ")
    .replace(/ ?\n[\s]*/g, "\n")
    .trim();
}

/** Sanitised body HTML with links made absolute against the item's URL (feeds use relative links). */
export function cleanBodyHtml(html: string, baseUrl: string): string {
  const clean = sanitizeRichText(html);
  return clean.replace(/href="([^"]*)"/g, (whole, href: string) => {
    try {
      const abs = new URL(href.replace(/&amp;/g, "&"), baseUrl);
      return abs.protocol === "http:" || abs.protocol === "https:"
        ? `href="${abs.toString().replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`
        : whole;
    } catch {
      return whole;
    }
  });
}

/** "USDC Supply on Base Sets Another Record!" and "USDC supply on Base sets another record" share a key. */
export function titleKey(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function shingles(text: string, size = 3): Set<string> {
  const words = titleKey(text).split(" ").filter(Boolean);
  const out = new Set<string>();
  if (words.length < size) {
    if (words.length) out.add(words.join(" "));
    return out;
  }
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(" "));
  return out;
}

/** Jaccard similarity of 3-word shingles: 1 for the same text, ~0 for different stories. */
export function similarity(a: string, b: string): number {
  const sa = shingles(a);
  const sb = shingles(b);
  if (sa.size === 0 && sb.size === 0) return 1;
  let both = 0;
  for (const s of sa) if (sb.has(s)) both += 1;
  return both / (sa.size + sb.size - both);
}

export function slugBase(title: string): string {
  return titleKey(title).replace(/ /g, "-").slice(0, 80).replace(/-+$/, "") || "item";
}

/** A short, stable suffix when the title's slug is taken. */
export function slugSuffix(canonicalUrl: string): string {
  return createHash("sha1").update(canonicalUrl).digest("hex").slice(0, 8);
}

/** Tracking parameters and fragments removed, so the same article from two links is one item. */
export function canonicalizeUrl(raw: string, base?: string): string | null {
  try {
    const url = new URL(raw, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    for (const key of [...url.searchParams.keys()]) {
      if (/^(utm_\w+|fbclid|gclid|mc_cid|mc_eid|ref|ref_src)$/i.test(key)) url.searchParams.delete(key);
    }
    return url.toString();
  } catch {
    return null;
  }
}

const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtu\.be|vimeo\.com|twitch\.tv)$/i;

/** video / podcast by enclosure type or a known video host; article otherwise. */
export function detectFormat(url: string, mediaTypes: string[]): ContentFormat {
  if (mediaTypes.some((t) => t.startsWith("video/"))) return "video";
  if (mediaTypes.some((t) => t.startsWith("audio/"))) return "podcast";
  try {
    const u = new URL(url);
    if (VIDEO_HOSTS.test(u.hostname)) return "video";
    if (/\.(mp3|m4a|ogg)$/i.test(u.pathname)) return "podcast";
    if (/\.(mp4|webm|mov)$/i.test(u.pathname)) return "video";
  } catch {
    /* not a URL: an article */
  }
  return "article";
}
