import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import type { Env } from "../../env";
import { sendNotFound } from "../../lib/errors";
import { resolvePage } from "./resolve-page";
import { injectHead, injectPageExtras, renderHeadTags } from "./page-head";
import { loadFirstLoad, renderBootData, renderHeroPreload } from "./first-load";
import { loadRouteAssets } from "./route-assets";

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../web/dist");

// Paths that are never pages of the web app: their unknown addresses answer the JSON 404.
const NON_PAGE_PREFIXES = ["/api", "/sandbox", "/dev", "/assets"];

export function isPagePath(pathname: string): boolean {
  return !NON_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached. Every page
 * path gets index.html whatever the Accept header says (link-preview crawlers send *\/* or nothing),
 * with the page's own head (features/seo) and a 404 status when the web app would show its
 * not-found view. Other unknown paths get the JSON 404 of the error model.
 */
export async function registerWebApp(app: FastifyInstance, env: Env): Promise<void> {
  const dist = path.resolve(env.WEB_DIST_DIR ?? defaultDist);
  const indexPath = path.join(dist, "index.html");
  const hasWeb = existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: true,
      // The build writes .br and .gz copies beside each asset (vite-plugin-compression2); the file matching the
      // request's Accept-Encoding is sent as is, with Vary: Accept-Encoding, so nothing is compressed per request.
      preCompressed: true,
      // dist/.vite holds the build's manifests (for the byte-budget check), not something to serve.
      dotfiles: "ignore",
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", isHashedAsset ? "public, max-age=31536000, immutable" : "public, max-age=300");
      },
    });
  } else {
    app.log.warn({ dist }, "web app not built; run `npm run build` (npm start does it)");
  }
  const routeAssets = loadRouteAssets(dist);
  /** A mission page sent is a view (features/analytics); the web app's beacon counts the pages it shows itself. */
  const countView = async (request: FastifyRequest) => {
    try {
      const referrer = request.headers.referer;
      const user = await request.currentUser();
      await app.missionViews.countPageView(request.url, referrer, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        userId: user?.id ?? null,
      });
    } catch (err) {
      // The page matters more than its count.
      request.log.warn({ err }, "a page view could not be counted");
    }
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await resolvePage(app.database.db, env.PUBLIC_URL, request.url);
    if (page.status === 200 && request.method === "GET") await countView(request);
    const firstLoad = page.status === 200 ? await loadFirstLoad(app, request, page.match) : null;
    const hero = renderHeroPreload(firstLoad);
    const html = injectPageExtras(
      injectHead(await readFile(indexPath, "utf8"), renderHeadTags(page.head, env.PUBLIC_URL)),
      {
        head: [...(hero ? [hero] : []), ...routeAssets(page.match?.path ?? null)],
        body: firstLoad ? [renderBootData(firstLoad)] : [],
      },
    );
    return (
      reply
        .code(page.status)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        // A visitor without a session gets the page's public data inside it; a signed-in one does not.
        .header("vary", "Cookie")
        .send(html)
    );
  };
  if (hasWeb) {
    // The static plugin would answer "/" as a directory (403); the app's entry is index.html.
    app.get("/", { schema: { hide: true } }, sendPage);
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (hasWeb && isRead && isPagePath(pathname)) return sendPage(request, reply);
    return sendNotFound(request, reply);
  });
}
