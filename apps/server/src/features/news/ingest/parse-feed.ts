import { extractFromJson, extractFromXml, type FeedEntry } from "@extractus/feed-extractor";
import type { FeedFormat } from "../../../db/schema/news";

// Feed parsing with @extractus/feed-extractor (RSS 2.0, RDF, Atom, JSON Feed). Its normalised
// entry keeps only link/title/description/date, so the raw entry is kept as well for the
// full content (content:encoded, Atom content, content_html), author, image and enclosures.

export type ParsedEntry = {
  guid: string;
  link: string;
  title: string;
  /** Full content HTML when the feed carries it, else "". */
  contentHtml: string;
  /** Summary / description HTML. */
  summaryHtml: string;
  author: string | null;
  publishedAt: Date | null;
  imageUrl: string | null;
  mediaTypes: string[];
};

export type ParsedFeed = { format: FeedFormat; entries: ParsedEntry[] };

type Raw = Record<string, unknown>;

function str(v: unknown): string {
  if (typeof v === "string") return v;
  if (typeof v === "number") return String(v);
  if (v && typeof v === "object" && "#text" in v) return str((v as Raw)["#text"]);
  return "";
}

function list(v: unknown): Raw[] {
  if (Array.isArray(v)) return v.filter((x): x is Raw => !!x && typeof x === "object");
  return v && typeof v === "object" ? [v as Raw] : [];
}

function unCdata(s: string): string {
  return s.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1").trim();
}

function authorOf(raw: Raw): string | null {
  const direct = str(raw["dc:creator"]) || str(raw.author);
  if (direct) return direct.trim();
  for (const a of [...list(raw.author), ...list(raw.authors)]) {
    const name = str(a.name);
    if (name) return name.trim();
  }
  return null;
}

function imageOf(raw: Raw): string | null {
  for (const key of ["media:content", "media:thumbnail"]) {
    for (const m of list(raw[key])) {
      const url = str(m["@_url"]);
      const medium = str(m["@_medium"]);
      const type = str(m["@_type"]);
      if (url && (key === "media:thumbnail" || medium === "image" || type.startsWith("image/"))) return url;
    }
  }
  for (const e of list(raw.enclosure)) if (str(e["@_type"]).startsWith("image/")) return str(e["@_url"]) || null;
  return str(raw.image) || str(raw.banner_image) || null;
}

function mediaTypesOf(raw: Raw): string[] {
  const types = [
    ...list(raw.enclosure).map((e) => str(e["@_type"])),
    ...list(raw.link)
      .filter((l) => str(l["@_rel"]) === "enclosure")
      .map((l) => str(l["@_type"])),
    ...list(raw.attachments).map((a) => str(a.mime_type)),
    ...list(raw["media:content"]).map(
      (m) =>
        str(m["@_type"]) ||
        (str(m["@_medium"]) === "video" ? "video/*" : str(m["@_medium"]) === "audio" ? "audio/*" : ""),
    ),
  ];
  return types.filter(Boolean).map((t) => t.toLowerCase());
}

function contentOf(raw: Raw): string {
  const html = str(raw["content:encoded"]) || str(raw.content_html) || str(raw.content);
  if (html) return unCdata(html);
  const text = str(raw.content_text);
  return text
    ? text
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join("")
    : "";
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function toEntry(e: FeedEntry & { raw?: Raw }): ParsedEntry {
  const raw = e.raw ?? {};
  const published = e.published ? new Date(e.published) : null;
  const summary = unCdata(str(raw.description) || str(raw.summary) || e.description || "");
  return {
    guid: str(raw.guid) || str(raw.id) || e.id || e.link || "",
    link: e.link ?? "",
    title: (e.title ?? "").trim(),
    contentHtml: contentOf(raw),
    summaryHtml: summary,
    author: authorOf(raw),
    publishedAt: published && !Number.isNaN(published.getTime()) ? published : null,
    imageUrl: imageOf(raw),
    mediaTypes: mediaTypesOf(raw),
  };
}

/** Parses a decoded feed body; throws when it is neither a well-formed XML feed nor a JSON Feed. */
export function parseFeed(body: string, contentType: string, feedUrl: string): ParsedFeed {
  const options = {
    descriptionMaxLen: 0,
    baseUrl: feedUrl,
    // Atom xhtml content would otherwise be split into objects and lose its word order.
    xmlParserOptions: { stopNodes: ["feed.entry.content"] },
    getExtraEntryFields: (raw: Raw) => ({ raw }),
  };
  const trimmed = body.replace(/^\uFEFF/, "").trimStart();
  if (trimmed.startsWith("{") || /json/i.test(contentType)) {
    const data = extractFromJson(trimmed, options);
    return { format: "json", entries: (data.entries ?? []).map(toEntry) };
  }
  const data = extractFromXml(trimmed, options);
  const format: FeedFormat = /<feed[\s>]/.test(trimmed.slice(0, 2000)) ? "atom" : "rss";
  return { format, entries: (data.entries ?? []).map(toEntry) };
}
