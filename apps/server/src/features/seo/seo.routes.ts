import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "@questhq/core";
import { previewCardResponse } from "@questhq/core/schemas/responses/seo";
import { renderFaviconIco } from "./favicon";
import { loadMissionPreview } from "./mission-preview";
import { cardHash, createCardStore, type CardContent } from "./og-card";
import { robotsTxt } from "./robots";
import { loadTopicPreview } from "./news-heads";
import { loadOrganizationPreview } from "./organization-head";
import { CARD_KINDS, SITE_CARD, type CardKind } from "./site-card";
import { createSitemapService, SITEMAP_KINDS, staticSitemapUrls, urlsetXml } from "./sitemap";

// Crawler-facing files: link-preview card images, robots.txt, the sitemaps and /favicon.ico. The
// pages' heads themselves are written by serve-web-app.ts through resolve-page.ts.

const IMMUTABLE = "public, max-age=31536000, immutable";

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = createCardStore(app.env.DATA_DIR);
  const sitemaps = createSitemapService(app.database.db, app.env.PUBLIC_URL);
  let favicon: Buffer | undefined;

  // The card's URL carries its hash (?v=); when it matches, the bytes never change and may be cached
  // for good, otherwise (an old or missing v) for an hour.
  const sendCard = async (card: CardContent, version: string | undefined, reply: import("fastify").FastifyReply) =>
    reply
      .type("image/png")
      .header("cache-control", version === cardHash(card) ? IMMUTABLE : "public, max-age=3600")
      .header("content-disposition", "inline")
      // Chat apps and other sites may show the card from their own pages.
      .header("cross-origin-resource-policy", "cross-origin")
      .send(await cards.get(card));

  const cardQuery = z.object({ v: z.string().max(64).optional() });

  const loadCard = async (kind: CardKind, key: string): Promise<CardContent | null> => {
    const { db } = app.database;
    if (kind === "missions") return (await loadMissionPreview(db, key, app.env.PUBLIC_URL))?.card ?? null;
    if (kind === "topics") return (await loadTopicPreview(db, key, app.env.PUBLIC_URL))?.card ?? null;
    return (await loadOrganizationPreview(db, key, app.env.PUBLIC_URL))?.card ?? null;
  };

  app.get(
    "/api/v1/og/:kind/:file",
    {
      schema: {
        tags: ["previews"],
        summary:
          "The generated link-preview card (PNG, 1200x630) of a mission (by id), topic or organization (by slug)",
        params: z.object({
          kind: z.enum(CARD_KINDS),
          file: z
            .string()
            .max(220)
            // biome-ignore lint/suspicious/noControlCharactersInRegex: a card's file name may hold no control character
            .regex(/^[^/\u0000-\u001f\u007f]+\.png$/, "Expected {id or slug}.png."),
        }),
        querystring: cardQuery,
        response: { 200: previewCardResponse },
      },
    },
    async (req, reply) => {
      const card = await loadCard(req.params.kind, req.params.file.slice(0, -".png".length));
      if (!card) throw new AppError("not_found", "Nothing to preview here.");
      return sendCard(card, req.query.v, reply);
    },
  );

  app.get(
    "/api/v1/og/site.png",
    {
      schema: {
        tags: ["previews"],
        summary: "The site's link-preview card (PNG, 1200x630)",
        querystring: cardQuery,
        response: { 200: previewCardResponse },
      },
    },
    async (req, reply) => sendCard(SITE_CARD, req.query.v, reply),
  );

  app.get("/robots.txt", { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(app.env.PUBLIC_URL)),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(await sitemaps.root()),
  );

  app.get(
    "/sitemaps/:file",
    { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (req, reply) => {
      const m = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(req.params.file);
      const kind = SITEMAP_KINDS.find((k) => k === m?.[1]);
      const xml =
        req.params.file === "pages.xml"
          ? urlsetXml(staticSitemapUrls(app.env.PUBLIC_URL))
          : kind && m
            ? await sitemaps.page(kind, Number(m[2]))
            : null;
      if (!xml) throw new AppError("not_found", "Sitemap not found.");
      return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(xml);
    },
  );

  app.get("/favicon.ico", { schema: { hide: true } }, async (_req, reply) => {
    favicon ??= renderFaviconIco();
    return reply.type("image/x-icon").header("cache-control", "public, max-age=86400").send(favicon);
  });
};
