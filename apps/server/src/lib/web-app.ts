import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import type { Env } from "../env";
import { sendNotFound } from "./errors";

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and every unknown GET that wants HTML falls back to index.html (client-side routes).
 * API paths and non-HTML requests get the JSON 404 of the error model.
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
  const indexHtml = () => readFileSync(indexPath, "utf8");
  if (hasWeb) {
    // The static plugin would answer "/" as a directory (403); the app's entry is index.html.
    app.get("/", { schema: { hide: true } }, (_req, reply) =>
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml()),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsHtml = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
    const isApi = pathname.startsWith("/api/") || pathname === "/api";
    if (hasWeb && wantsHtml && !isApi && !pathname.startsWith("/assets/")) {
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml());
    }
    return sendNotFound(request, reply);
  });
}
