import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import type { Env } from "../env";
import { sendNotFound } from "./errors";
import { resolvePage } from "../features/seo/resolve-page";
import { injectHead, renderHeadTags } from "../features/seo/page-head";

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

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
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await resolvePage(app.database.db, env.PUBLIC_URL, request.url);
    const html = injectHead(await readFile(indexPath, "utf8"), renderHeadTags(page.head, env.PUBLIC_URL));
    return reply.code(page.status).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
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
