import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { startEmbeddedEngine } from "./embedded-connection";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** One type for both engines: use-cases never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What opening the database did to its schema: the migrations it ran now, by tag, and how many it has in all. */
export type MigrationReport = { applied: string[]; total: number };

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrations: MigrationReport;
  ping(): Promise<void>;
  /** Hand-written SQL on the same connections (the bench's plain reference reads; use-cases go through `db`). */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** The connection pool's counts: PostgreSQL's, or the embedded database's one connection (`waiting`: its queue). */
  poolStats(): PoolStats;
  /** From now on, every statement's duration in seconds goes to `observe` (features/metrics); null stops it. */
  timeQueries(observe: QueryObserver | null): void;
};

export type PoolStats = { total: number; idle: number; waiting: number };
export type QueryObserver = (seconds: number) => void;

type Queryable = { query: (...args: never[]) => unknown };

/**
 * Wraps `target.query` to time each call while an observer is set; the observer is read per call, so connections
 * opened before timing was switched on are timed too. A call with a callback (pg's pool.query hands its connection
 * one) is timed to the callback, a call returning a promise to its settling; a streamed query (a cursor) is not timed.
 */
function timeEachQuery(target: Queryable, observer: () => QueryObserver | null): void {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: unknown }).query = (...args: unknown[]) => {
    const observe = observer();
    if (!observe) return original(...args);
    const started = performance.now();
    const done = () => observe((performance.now() - started) / 1000);
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (...result: unknown[]) => {
        done();
        return (last as (...r: unknown[]) => unknown)(...result);
      };
      return original(...args);
    }
    const result = original(...args);
    // A second handler on the promise: the caller still sees the rejection, this one only stops the clock.
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** PostgreSQL advisory lock held while migrating: a constant of our own, "QHQMIGR" read as a number. */
const MIGRATION_LOCK_KEY = "22878987139762002";

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /**
   * PGlite only: a migrated data folder (PGlite's `dumpDataDir`) to start from. Tests open hundreds of databases;
   * loading one dump skips initdb and every migration, which cost several times more than the load.
   */
  pgliteDump?: Blob;
};

/** The pools of embedded databases: one connection, in this process. */
const embeddedClients = new WeakSet<object>();

/**
 * The connection object of `db` when it is an embedded database, else null. Embedded, a transaction held open would
 * stop every other statement (one connection) and nothing outside this process can share it, so what locks across
 * servers on PostgreSQL (lib/job-lock.ts, the relayer's queue) locks in memory instead, per this object.
 */
export function embeddedConnectionOf(db: Db): object | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return typeof client === "object" && client !== null && embeddedClients.has(client) ? client : null;
}

type Journal = { entries: { tag: string; when: number }[] };
/** drizzle-kit's list of the migrations, in order; a migration is known in the database by its `when`. */
export function readJournal(): Journal {
  return JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
}

/**
 * The `created_at` of every migration the database has. drizzle's migrator keeps them in drizzle.__drizzle_migrations
 * on both engines (PGlite runs the same dialect code) and tells nothing of what it ran, so we look before and after.
 */
async function migrationStamps(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<Set<number>> {
  const { rows: found } = await query("select to_regclass('drizzle.__drizzle_migrations') as name");
  if (!(found[0] as { name: unknown } | undefined)?.name) return new Set(); // a fresh database
  const { rows } = await query("select created_at from drizzle.__drizzle_migrations");
  return new Set((rows as { created_at: string | number }[]).map((r) => Number(r.created_at)));
}

function migrationReport(before: Set<number>, after: Set<number>): MigrationReport {
  const applied = readJournal()
    .entries.filter((e) => after.has(e.when) && !before.has(e.when))
    .map((e) => e.tag);
  return { applied, total: after.size };
}

/** The start-up log line: `applied 2 migrations: 0019_a, 0020_b` or `schema up to date (21 migrations)`. */
export function describeMigrations({ applied, total }: MigrationReport): string {
  if (applied.length === 0) return `schema up to date (${total} migrations)`;
  return `applied ${applied.length} migration${applied.length === 1 ? "" : "s"}: ${applied.join(", ")}`;
}

/**
 * Brings a PGlite opened by the caller to the current schema (the tests' template, test/global-setup.ts); the server's
 * embedded database is migrated by openDatabase, through its thread, as PostgreSQL is.
 */
export async function migrateEmbedded(client: PGlite): Promise<MigrationReport> {
  const before = await migrationStamps((text) => client.query(text));
  await client.exec("CREATE EXTENSION IF NOT EXISTS pg_trgm");
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return migrationReport(before, await migrationStamps((text) => client.query(text)));
}

/** The migrations under a PostgreSQL advisory lock (several servers may start together) or without one (embedded). */
async function migrateOn(client: pg.PoolClient, options: { lock: boolean }): Promise<MigrationReport> {
  // Servers may start together on a fresh database (several hosts, a process manager): one migrates while the
  // others wait for this lock, then find nothing left to do. It is the session's, so ending the connection frees it.
  if (options.lock) await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  // Read under the lock: a server that waited for another's migrations reports that it applied none.
  const before = await migrationStamps((text) => client.query(text));
  await client.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
  await migratePg(drizzlePg(client), { migrationsFolder });
  return migrationReport(before, await migrationStamps((text) => client.query(text)));
}

/** A Database over a node-postgres pool: PostgreSQL's, or the one connection of the embedded database's thread. */
async function overPool(
  pool: pg.Pool,
  kind: Database["kind"],
  options: { lock: boolean; closeEngine?: () => Promise<void> },
): Promise<Database> {
  // An idle pooled connection can be cut by the server (restart, failover, an admin's
  // pg_terminate_backend). pg emits that on the pool; without a listener it would crash the
  // process. The pool drops the dead client and the next query opens a new one.
  const onConnectionError = (err: Error) => console.warn(`database: connection closed by the server (${err.message})`);
  pool.on("error", onConnectionError);
  let observer: QueryObserver | null = null;
  pool.on("connect", (client) => {
    // A client that is ending (pool.end) no longer has the pool's idle listener; keep one of ours.
    client.on("error", onConnectionError);
    // Every statement runs on a pooled client (pool.query included), so timing each client's times them all.
    timeEachQuery(client, () => observer);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  if (kind === "pglite") embeddedClients.add(pool);
  let migrations: MigrationReport;
  try {
    const migrator = await pool.connect();
    try {
      migrations = await migrateOn(migrator, options);
    } finally {
      // Destroyed rather than returned: a session-level lock must not stay with a pooled connection.
      migrator.release(options.lock);
    }
  } catch (err) {
    await pool.end();
    await options.closeEngine?.();
    throw err;
  }
  return {
    db,
    kind,
    migrations,
    ping: async () => void (await pool.query("select 1")),
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    close: async () => {
      await pool.end();
      await options.closeEngine?.();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    timeQueries: (observe) => {
      observer = observe;
    },
  };
}

/**
 * PGlite in a data folder by default (zero set-up), on a thread of its own (embedded-worker.mjs); a real PostgreSQL
 * when a URL is given. `dataDir: "memory://"` keeps an embedded database in memory (tests).
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    return overPool(pool, "postgres", { lock: true });
  }
  const dataDir = opts.dataDir ?? "./data";
  const location = dataDir.startsWith("memory://") ? dataDir : path.resolve(dataDir, "pglite");
  if (!dataDir.startsWith("memory://")) mkdirSync(location, { recursive: true });
  const engine = await startEmbeddedEngine(location, opts.pgliteDump);
  const pool = new pg.Pool({
    // One connection: PGlite is one backend. A transaction holds it, so other statements wait for its end instead of
    // running inside it; the pool's queue is the database's queue.
    max: 1,
    // Kept for the life of the process: a new session costs a reset of the backend (embedded-worker.mjs).
    idleTimeoutMillis: 0,
    // What node-postgres names the server in its errors and the tracing spans; no address is ever looked up.
    host: "pglite",
    user: "postgres",
    database: "postgres",
    stream: () => engine.connect(),
  });
  return overPool(pool, "pglite", { lock: false, closeEngine: () => engine.close() });
}
