import type { FastifyInstance } from "fastify";
import { httpRequestDuration, httpRequests } from "../../lib/metrics";

/** The path scrapers read; its own requests are not counted (a scrape every 15 s would be most of a quiet server). */
export const METRICS_PATH = "/metrics";

/**
 * Counts and times every answer by the route's pattern (`/api/v1/missions/:id`), never the URL as sent: one series per
 * mission, or per path a scanner tries, would grow without bound. A request no route matched is "unmatched".
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    if (route !== METRICS_PATH) {
      const status = reply.statusCode;
      httpRequests.inc({ method: request.method, route, status_code: status });
      httpRequestDuration.observe(
        { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
}
