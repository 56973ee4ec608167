import { AggregatorRegistry } from "prom-client";
import { metricsRegistry } from "../../lib/metrics";
import type { MetricsSource } from "./metrics-listener";

// With SERVER_PROCESSES > 1 each worker counts in its own registry. The supervising process listens on METRICS_PORT and
// asks every worker for its registry over the cluster's IPC channel at each scrape (prom-client's AggregatorRegistry):
// counters and histograms are summed, the gauges that are the database's numbers keep their largest (lib/metrics.ts,
// backlog-metrics.ts). A worker that does not answer within 5 s fails the scrape (503) rather than under-report.

/** In a worker: answer the primary's requests with this process's registry. */
export function answerClusterMetricsRequests(): void {
  AggregatorRegistry.setRegistries([metricsRegistry]);
  // Constructing one is what installs the worker's message listener.
  new AggregatorRegistry();
}

/** In the primary: the cluster's sum, read from every worker connected at the time of the scrape. */
export function clusterMetricsSource(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, read: () => aggregator.clusterMetrics() };
}

/** In a single process: its own registry. */
export function processMetricsSource(): MetricsSource {
  return { contentType: metricsRegistry.contentType, read: () => metricsRegistry.metrics() };
}
