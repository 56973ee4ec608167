import { Gauge } from "prom-client";
import type { Database } from "../../db/client";
import { dbQueryDuration, metricsRegistry } from "../../lib/metrics";

// The database's series: the pool's connections, read when scraped, and every statement's duration. A process serves
// one database; in tests, where several apps may share a process, the series follow the app built last.

let watched: Database | null = null;

/** A gauge of the registry read at scrape time, created the first time it is needed (its name is its identity). */
function scrapeGauge(name: string, help: string, read: () => number | null): void {
  if (metricsRegistry.getSingleMetric(name)) return;
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      const value = read();
      // Without a pool (PGlite, or the app closed) the series says so rather than claiming zero connections.
      this.set(value ?? Number.NaN);
    },
  });
}

/** Reports `database`'s pool (PostgreSQL only) and times its statements, until the returned function is called. */
export function watchDatabase(database: Database): () => void {
  watched = database;
  database.timeQueries((seconds) => dbQueryDuration.observe(seconds));
  if (database.poolStats()) {
    scrapeGauge(
      "questhq_db_pool_connections",
      "Connections the database pool holds open",
      () => watched?.poolStats()?.total ?? null,
    );
    scrapeGauge(
      "questhq_db_pool_idle_connections",
      "Open connections of the database pool that no query is using",
      () => watched?.poolStats()?.idle ?? null,
    );
    scrapeGauge(
      "questhq_db_pool_waiting_clients",
      "Queries waiting for a connection of the database pool (all of them busy and the pool at its size)",
      () => watched?.poolStats()?.waiting ?? null,
    );
  }
  return () => {
    database.timeQueries(null);
    if (watched === database) watched = null;
  };
}
