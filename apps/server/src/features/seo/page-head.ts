import { documentTitle, SITE_NAME, type ClientRouteMatch } from "@questhq/core";

// The <head> a shared link unfurls from: title, description, canonical URL, Open Graph and Twitter
// tags. Every value may come from a user (mission titles, organization names), so each is escaped
// for an attribute or text; nothing here is a script, so the page keeps passing the CSP.

export type PageImage = { url: string; width?: number; height?: number; alt: string };

export type PageHead = {
  /** Without the site name ("Explore missions"); null on the home page. */
  title: string | null;
  description: string;
  /** Path and query of the page's one address (e.g. a mission by slug, never by id); null on a 404. */
  canonicalPath: string | null;
  image: PageImage | null;
  type: "website" | "article";
  isIndexable: boolean;
};

export type ResolvedPage = { status: 200 | 404; head: PageHead; match: ClientRouteMatch | null };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** Plain text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length > max * 0.6 ? atWord : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** A URL we store ("/api/v1/uploads/…", "/demo/…" or absolute https) made absolute against PUBLIC_URL. */
export function absoluteUrl(url: string, publicUrl: string): string | null {
  try {
    const abs = new URL(url, publicUrl);
    return abs.protocol === "https:" || abs.protocol === "http:" ? abs.toString() : null;
  } catch {
    return null;
  }
}

/** Only raster images unfurl on X, Discord and Telegram; an SVG or a video gets a generated card instead. */
export function isRasterImage(url: string | null | undefined): url is string {
  return Boolean(url && /\.(png|jpe?g|gif|webp)(\?|#|$)/i.test(url));
}

export function renderHeadTags(head: PageHead, publicUrl: string): string {
  const title = documentTitle(head.title);
  const description = clip(head.description, 300);
  const canonical = head.canonicalPath ? absoluteUrl(head.canonicalPath, publicUrl) : null;
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
    ...(head.isIndexable ? [] : [meta("name", "robots", "noindex")]),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title ?? SITE_NAME),
    meta("property", "og:description", description),
    ...(canonical ? [meta("property", "og:url", canonical)] : []),
    ...(head.image
      ? [
          meta("property", "og:image", head.image.url),
          ...(head.image.width && head.image.height
            ? [
                meta("property", "og:image:width", String(head.image.width)),
                meta("property", "og:image:height", String(head.image.height)),
              ]
            : []),
          meta("property", "og:image:alt", head.image.alt),
        ]
      : []),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title ?? SITE_NAME),
    meta("name", "twitter:description", description),
    ...(head.image
      ? [meta("name", "twitter:image", head.image.url), meta("name", "twitter:image:alt", head.image.alt)]
      : []),
  ];
  return tags.join("\n    ");
}

/** Extra markup for the page: resource hints at the end of <head>, data blocks at the end of <body>. */
export function injectPageExtras(html: string, extras: { head: string[]; body: string[] }): string {
  const withHead = extras.head.length ? insertBefore(html, /<\/head>/i, extras.head.join("\n    ")) : html;
  return extras.body.length ? insertBefore(withHead, /<\/body>/i, extras.body.join("\n    ")) : withHead;
}

function insertBefore(html: string, closing: RegExp, markup: string): string {
  const at = html.search(closing);
  return at < 0 ? html : `${html.slice(0, at)}  ${markup}\n  ${html.slice(at)}`;
}

/**
 * index.html with its generic title and description replaced by the page's head, written where the
 * title was (early in the document, ahead of the asset preloads, for crawlers that read only the start).
 */
export function injectHead(indexHtml: string, tags: string): string {
  const withoutDescription = indexHtml.replace(/<meta\s+name="description"[^>]*>\s*/i, "");
  const title = /<title>[\s\S]*?<\/title>/i;
  if (title.test(withoutDescription)) return withoutDescription.replace(title, () => tags);
  const at = withoutDescription.search(/<\/head>/i);
  return at < 0 ? withoutDescription : `${withoutDescription.slice(0, at)}  ${tags}\n  ${withoutDescription.slice(at)}`;
}
