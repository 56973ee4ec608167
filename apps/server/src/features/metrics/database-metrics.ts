import { Gauge } from "prom-client";
import type { Database } from "../../db/client";
import { dbQueryDuration, metricsRegistry } from "../../lib/metrics";

// The database's series: the pool's connections, read when scraped, and every statement's duration. A process serves
// one database; in tests, where several apps may share a process, the series follow the latest app still open.

const watching: Database[] = [];
const watched = (): Database | null => watching.at(-1) ?? null;
const observe = (seconds: number) => dbQueryDuration.observe(seconds);

/** A gauge of the registry read at scrape time, created the first time it is needed (its name is its identity). */
function scrapeGauge(name: string, help: string, read: () => number | null): void {
  if (metricsRegistry.getSingleMetric(name)) return;
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      const value = read();
      // With no app open the series says so rather than claiming zero connections.
      this.set(value ?? Number.NaN);
    },
  });
}

/**
 * Reports `database`'s pool and times its statements, until the returned function is called. Embedded, the pool is
 * the one connection to PGlite's thread, and its waiting clients are the statements queued for it.
 */
export function watchDatabase(database: Database): () => void {
  watching.push(database);
  database.timeQueries(observe);
  scrapeGauge(
    "questhq_db_pool_connections",
    "Connections the database pool holds open",
    () => watched()?.poolStats().total ?? null,
  );
  scrapeGauge(
    "questhq_db_pool_idle_connections",
    "Open connections of the database pool that no query is using",
    () => watched()?.poolStats().idle ?? null,
  );
  scrapeGauge(
    "questhq_db_pool_waiting_clients",
    "Queries waiting for a connection of the database pool (all of them busy and the pool at its size)",
    () => watched()?.poolStats().waiting ?? null,
  );
  return () => {
    watching.splice(watching.indexOf(database), 1);
    database.timeQueries(null);
    // Two apps on one database share its timing switch (a test's sibling app): the one still open turns it on again.
    watched()?.timeQueries(observe);
  };
}
