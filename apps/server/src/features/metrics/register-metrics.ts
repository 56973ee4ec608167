import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics } from "prom-client";
import type { Env } from "../../env";
import { metricsRegistry } from "../../lib/metrics";
import { watchBacklog } from "./backlog-metrics";
import { watchDatabase } from "./database-metrics";
import { registerHttpMetrics } from "./http-metrics";
import { metricsRoutes } from "./metrics.routes";

// What runs only when metrics are exposed (docs/ops/metrics.md): the HTTP hook, the statements' timing, the queue
// depths and the process's own metrics. The counters of lib/metrics.ts count in every case, at no cost worth a switch.

/** Off by default: on when METRICS_PORT or METRICS_TOKEN says where and to whom the series go. */
export function isMetricsOn(env: Pick<Env, "METRICS_PORT" | "METRICS_TOKEN">): boolean {
  return env.METRICS_PORT !== undefined || Boolean(env.METRICS_TOKEN);
}

let hasProcessMetrics = false;

export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const { env } = app;
  if (!isMetricsOn(env)) return;
  if (!hasProcessMetrics) {
    // CPU, memory, heap, event-loop lag, GC, handles: read at scrape time, except the loop-delay histogram's sampler.
    collectDefaultMetrics({ register: metricsRegistry, prefix: "questhq_" });
    hasProcessMetrics = true;
  }
  registerHttpMetrics(app);
  const unwatchDatabase = watchDatabase(app.database);
  let lastWarning = "";
  const unwatchBacklog = watchBacklog(app.database.db, (err) => {
    // Once per distinct error, not at every scrape while the database stays unreachable.
    const message = err instanceof Error ? err.message : String(err);
    if (message !== lastWarning) app.log.warn({ err }, "metrics: the backlogs could not be counted");
    lastWarning = message;
  });
  app.addHook("onClose", async () => {
    unwatchBacklog();
    unwatchDatabase();
  });
  // With METRICS_PORT the series are served there only (main.ts); the main port has no /metrics at all.
  if (env.METRICS_PORT === undefined && env.METRICS_TOKEN)
    await app.register(metricsRoutes, { token: env.METRICS_TOKEN });
}
