import { and, asc, count, gt, gte, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { CLIENT_ROUTES, type ClientRoutePath } from "@questhq/core";
import type { Db } from "../../db/client";
import { contentItem, mission, newsTopic, saga } from "../../db/schema/index";
import { absoluteUrl, escapeHtml } from "./page-head";

// Sitemaps of the public pages: the indexable static pages, published missions, topics with stories,
// Atlas articles and Sagas. A small site gets one /sitemap.xml; past SITEMAP_MAX_URLS it becomes an index of
// child files (/sitemaps/missions-1.xml, ...), each at most SITEMAP_MAX_URLS long. A child file reads
// its rows by keyset (id >= the page's first id, LIMIT n); the first ids of the pages come from one
// pass over the id index, kept for a few minutes.

export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_KINDS = ["missions", "topics", "articles", "sagas"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

type SitemapUrl = { loc: string; lastmod?: Date | null };
type Source = {
  table: PgTable;
  id: PgColumn;
  where: SQL | undefined;
  read(db: Db, where: SQL | undefined, limit: number): Promise<{ path: string; lastmod?: Date | null }[]>;
};

const SOURCES: Record<SitemapKind, Source> = {
  missions: {
    table: mission,
    id: mission.id,
    where: sql`${mission.status} = 'published'`,
    read: async (db, where, limit) =>
      (
        await db
          .select({ slug: mission.slug, lastmod: mission.updatedAt })
          .from(mission)
          .where(where)
          .orderBy(asc(mission.id))
          .limit(limit)
      ).map((r) => ({
        path: `/missions/${encodeURIComponent(r.slug)}`,
        lastmod: r.lastmod,
      })),
  },
  topics: {
    table: newsTopic,
    id: newsTopic.id,
    // A topic no story mentions is an empty page.
    where: gt(newsTopic.contentCount, 0),
    read: async (db, where, limit) =>
      (
        await db.select({ slug: newsTopic.slug }).from(newsTopic).where(where).orderBy(asc(newsTopic.id)).limit(limit)
      ).map((r) => ({
        path: `/atlas/topics/${encodeURIComponent(r.slug)}`,
      })),
  },
  sagas: {
    table: saga,
    id: saga.id,
    where: undefined,
    read: async (db, where, limit) =>
      (await db.select({ slug: saga.slug }).from(saga).where(where).orderBy(asc(saga.id)).limit(limit)).map((r) => ({
        path: `/sagas/${encodeURIComponent(r.slug)}`,
      })),
  },
  articles: {
    table: contentItem,
    id: contentItem.id,
    where: undefined,
    read: async (db, where, limit) =>
      (
        await db
          .select({ slug: contentItem.slug, lastmod: contentItem.publishedAt })
          .from(contentItem)
          .where(where)
          .orderBy(asc(contentItem.id))
          .limit(limit)
      ).map((r) => ({
        path: `/atlas?article=${encodeURIComponent(r.slug)}`,
        lastmod: r.lastmod,
      })),
  },
};

/** The indexable pages that need no record: home, Explore, the Atlas, legal pages... */
export function staticSitemapPaths(): string[] {
  return (Object.entries(CLIENT_ROUTES) as [ClientRoutePath, (typeof CLIENT_ROUTES)[ClientRoutePath]][])
    .filter(([path, info]) => info.isIndexable && !path.includes("$"))
    .map(([path]) => path);
}

export async function countSitemapRows(db: Db, kind: SitemapKind): Promise<number> {
  const source = SOURCES[kind];
  const [row] = await db.select({ n: count() }).from(source.table).where(source.where);
  return Number(row?.n ?? 0);
}

/** The first id of each page of `pageSize` rows, in id order (one pass over the id index). */
export async function sitemapPageStarts(db: Db, kind: SitemapKind, pageSize: number): Promise<string[]> {
  const source = SOURCES[kind];
  const numbered = db
    .select({
      id: sql<string>`${source.id}`.as("id"),
      n: sql<number>`row_number() over (order by ${source.id})`.as("n"),
    })
    .from(source.table)
    .where(source.where)
    .as("numbered");
  const rows = await db
    .select({ id: numbered.id })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${pageSize} = 0`)
    .orderBy(asc(numbered.id));
  return rows.map((r) => r.id);
}

/** The URLs of one page: from `startId` on (or from the first row), at most `limit`. */
export async function sitemapUrls(
  db: Db,
  kind: SitemapKind,
  publicUrl: string,
  startId: string | null,
  limit: number,
): Promise<SitemapUrl[]> {
  const source = SOURCES[kind];
  const where = startId ? and(source.where, gte(source.id, startId)) : source.where;
  const rows = await source.read(db, where, limit);
  return rows.map((r) => ({ loc: absoluteUrl(r.path, publicUrl) as string, lastmod: r.lastmod }));
}

export function staticSitemapUrls(publicUrl: string): SitemapUrl[] {
  return staticSitemapPaths().map((path) => ({ loc: absoluteUrl(path, publicUrl) as string }));
}

export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${body}\n</urlset>\n`
  );
}

export function sitemapIndexXml(locs: string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join("\n");
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${body}\n</sitemapindex>\n`
  );
}

export type SitemapService = {
  /** /sitemap.xml: every URL when they fit one file, else the index of the child files. */
  root(): Promise<string>;
  /** /sitemaps/{kind}-{page}.xml, or null past the last page. */
  page(kind: SitemapKind, page: number): Promise<string | null>;
};

export function createSitemapService(
  db: Db,
  publicUrl: string,
  opts: { pageSize?: number; startsTtlMs?: number } = {},
): SitemapService {
  const pageSize = Math.min(opts.pageSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const ttl = opts.startsTtlMs ?? 5 * 60_000;
  const starts = new Map<SitemapKind, { at: number; ids: Promise<string[]> }>();
  const pageStarts = (kind: SitemapKind) => {
    const cached = starts.get(kind);
    if (cached && Date.now() - cached.at < ttl) return cached.ids;
    const ids = sitemapPageStarts(db, kind, pageSize);
    starts.set(kind, { at: Date.now(), ids });
    ids.catch(() => starts.delete(kind));
    return ids;
  };
  return {
    async root() {
      const counts = await Promise.all(SITEMAP_KINDS.map((kind) => countSitemapRows(db, kind)));
      const statics = staticSitemapUrls(publicUrl);
      if (statics.length + counts.reduce((a, b) => a + b, 0) <= pageSize) {
        const lists = await Promise.all(SITEMAP_KINDS.map((kind) => sitemapUrls(db, kind, publicUrl, null, pageSize)));
        return urlsetXml([...statics, ...lists.flat()]);
      }
      const locs = [absoluteUrl("/sitemaps/pages.xml", publicUrl) as string];
      SITEMAP_KINDS.forEach((kind, i) => {
        const pages = Math.ceil((counts[i] as number) / pageSize);
        for (let p = 1; p <= pages; p++) locs.push(absoluteUrl(`/sitemaps/${kind}-${p}.xml`, publicUrl) as string);
      });
      return sitemapIndexXml(locs);
    },
    async page(kind, page) {
      const ids = await pageStarts(kind);
      const startId = ids[page - 1];
      if (!startId) return null;
      return urlsetXml(await sitemapUrls(db, kind, publicUrl, startId, pageSize));
    },
  };
}
