import http from "node:http";
import type { AddressInfo } from "node:net";
import { METRICS_PATH } from "./http-metrics";
import { hasMetricsToken } from "./metrics-token";

// The metrics listener (METRICS_PORT on METRICS_HOST): a bare node:http server apart from the app, so that a scrape
// passes no hook, limit or log of the API, and the port can stay closed to everyone but the scraper. In a cluster the
// supervising process runs it and reads its workers (cluster-metrics.ts).

export type MetricsSource = { contentType: string; read(): Promise<string> };
export type MetricsListener = { port: number; close(): Promise<void> };

type ListenerOptions = {
  host: string;
  port: number;
  /** When set, a scrape must send it as a bearer token; a refusal is a 401 here, where only scrapers look. */
  token?: string;
  source: MetricsSource;
  log: { error(o: object, m: string): void };
};

export async function startMetricsListener(options: ListenerOptions): Promise<MetricsListener> {
  const { token, source, log } = options;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found.\n");
      return;
    }
    if (token && !hasMetricsToken(req.headers.authorization, token)) {
      res.writeHead(401, { "content-type": "text/plain; charset=utf-8", "www-authenticate": "Bearer" });
      res.end("A bearer token is required.\n");
      return;
    }
    source.read().then(
      (body) => {
        res.writeHead(200, { "content-type": source.contentType, "cache-control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      (err: unknown) => {
        // In a cluster: a worker that did not answer within prom-client's 5 s.
        log.error({ err }, "metrics: could not read the metrics");
        res.writeHead(503, { "content-type": "text/plain; charset=utf-8" }).end("Metrics unavailable.\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
