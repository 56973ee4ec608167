import type { FastifyInstance } from "fastify";
import { errorBody } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Mutations are refused when a browser says they come from another site: the Origin header
 * (or, failing that, Sec-Fetch-Site) must be ours. Non-browser clients send neither and pass;
 * they hold no victim's cookies. Together with SameSite=Lax cookies and JSON-only bodies.
 */
export function registerCsrfGuard(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook("onRequest", (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    const isCrossSite = origin ? !trusted.has(origin) : fetchSite === "cross-site";
    if (isCrossSite) {
      return void reply.status(403).send(errorBody("csrf_rejected", "Cross-site requests are not allowed."));
    }
    done();
  });
}
