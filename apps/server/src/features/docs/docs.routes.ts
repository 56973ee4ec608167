import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "@questhq/core";
import { guideDocument, loadGuide, type GuidePage } from "./render-guide";

/** GET /docs and /docs/{page}: the user guide as plain HTML pages (no API, no JavaScript). */
export const docsRoutes: FastifyPluginAsyncZod<{ guideDir?: string }> = async (app, opts) => {
  let pages: GuidePage[] | null = null;
  const guide = () => (pages ??= loadGuide(opts.guideDir));
  const send = (page: GuidePage) => guideDocument(guide(), page);

  app.get("/docs", { schema: { hide: true } }, async (_req, reply) => {
    const first = guide()[0];
    if (!first) throw new AppError("not_found", "The documentation is not installed on this server.");
    return reply.type("text/html; charset=utf-8").header("cache-control", "public, max-age=300").send(send(first));
  });

  app.get(
    "/docs/:page",
    { schema: { hide: true, params: z.object({ page: z.string().max(80) }) } },
    async (req, reply) => {
      const page = guide().find((p) => p.slug === req.params.page.replace(/\.md$/, ""));
      if (!page) throw new AppError("not_found", "There is no such page in the documentation.");
      return reply.type("text/html; charset=utf-8").header("cache-control", "public, max-age=300").send(send(page));
    },
  );
};
