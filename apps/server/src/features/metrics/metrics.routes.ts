import type { FastifyPluginAsync } from "fastify";
import { metricsRegistry } from "../../lib/metrics";
import { METRICS_PATH } from "./http-metrics";
import { hasMetricsToken } from "./metrics-token";

/**
 * GET /metrics on the main port, when METRICS_TOKEN is set and METRICS_PORT is not. A request without the token gets
 * the very answer of a path that does not exist (the not-found handler's), not a 401: the main port faces the
 * internet, and a 401 would tell every scanner that this server exposes metrics and takes a token worth guessing.
 * A scraper that sends a wrong token sees 404 too, which the scrape target's status in Prometheus shows.
 */
export const metricsRoutes: FastifyPluginAsync<{ token: string }> = async (app, { token }) => {
  app.get(
    METRICS_PATH,
    // Outside the OpenAPI document; not an /api/ path, so the API's rate limit never refuses a scrape either.
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      if (!hasMetricsToken(request.headers.authorization, token)) return reply.callNotFound();
      const body = await metricsRegistry.metrics();
      return reply.type(metricsRegistry.contentType).header("cache-control", "no-store").send(body);
    },
  );
};
