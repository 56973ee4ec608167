import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { withJobLock } from "../lib/job-lock";
import { type Cleanups, tempDir } from "../test/compiled-server";
import { embeddedConnectionOf, openDatabase, readJournal, type Database } from "./client";
import { startEmbeddedEngine } from "./embedded-connection";
import { rowsOf } from "./rows";

// The embedded database as the server runs it: PGlite on a thread of its own (embedded-worker.mjs), reached through
// node-postgres over a MessagePort. Every test app runs on it; what only the thread and its one connection do is
// checked here.

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const template = () => {
  const file = inject("pgliteTemplateFile");
  return file ? new Blob([readFileSync(file)]) : undefined;
};

async function inMemory(): Promise<Database> {
  const database = await openDatabase({ dataDir: "memory://", pgliteDump: template() });
  cleanups.push(() => database.close());
  return database;
}

const pidFile = (dataDir: string) => path.join(dataDir, "pglite", "postmaster.pid");

/** Resolves after `ms` on this thread's timers: it can only resolve while nothing holds the thread. */
const tick = (ms: number) => new Promise<"tick">((resolve) => setTimeout(() => resolve("tick"), ms));

// Opening a folder from nothing runs initdb and every migration in PGlite: tens of seconds on a busy machine.
describe("the embedded database on its own thread", { timeout: 120_000 }, () => {
  it("migrates a new data folder, keeps it when reopened, and frees the folder when closed", async () => {
    const dataDir = tempDir(cleanups, "embedded-worker");
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe("pglite");
    expect(first.migrations).toEqual({
      applied: readJournal().entries.map((e) => e.tag),
      total: readJournal().entries.length,
    });
    expect(existsSync(pidFile(dataDir))).toBe(true);
    await first.query('insert into dev_mail ("to", subject, text) values ($1, $2, $3)', ["a@b.c", "kept", "x"]);
    await first.close();
    // PGlite closed, not just left: the folder is free for a backup or a restore (db/backup/embedded-lock.ts).
    expect(existsSync(pidFile(dataDir))).toBe(false);
    await expect(first.query("select 1")).rejects.toThrow();

    const again = await openDatabase({ dataDir });
    try {
      expect(again.migrations).toEqual({ applied: [], total: readJournal().entries.length });
      expect(await again.query("select subject from dev_mail")).toEqual([{ subject: "kept" }]);
    } finally {
      await again.close();
    }
  });

  it("keeps the server's thread free while a statement runs", async () => {
    const database = await inMemory();
    // A few hundred milliseconds of PGlite's work at least; in-process, no timer could fire before it ends.
    const long = database.query<{ n: string }>("select count(*) as n from generate_series(1, 1000000) g");
    expect(await Promise.race([long.then(() => "query" as const), tick(30)])).toBe("tick");
    expect(await long).toEqual([{ n: "1000000" }]);
    // Its statements are timed as they are on PostgreSQL, transactions included, and its one connection reported.
    const seen: number[] = [];
    database.timeQueries((seconds) => seen.push(seconds));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    database.timeQueries(null);
    expect(seen.length).toBe(3); // begin, the statement, commit
    expect(database.poolStats()).toEqual({ total: 1, idle: 1, waiting: 0 });
  });

  it("never runs another caller's statement inside an open transaction", async () => {
    const { db } = await inMemory();
    const count = async () =>
      Number(
        rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from organization where slug = 'tx'`))[0]?.n,
      );
    let reading: Promise<number> | undefined;
    const rolledBack = db.transaction(async (tx) => {
      await tx.execute(sql`insert into organization (name, slug) values ('Tx', 'tx')`);
      // Asked while the transaction has its insert: it must neither see it nor run before the transaction ends.
      reading = count();
      await tick(20);
      throw new Error("undo");
    });
    await expect(rolledBack).rejects.toThrow("undo");
    expect(await reading).toBe(0);

    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into organization (name, slug) values ('Tx', 'tx')`);
      reading = count();
    });
    expect(await reading).toBe(1);
    // Many callers at once: each answer is its own statement's, in the protocol's order.
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => db.execute(sql`select ${i}::int as i`)));
    expect(answers.map((r) => rowsOf<{ i: number }>(r)[0]?.i)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it("starts each connection on a clean session, whatever the one before left open", async () => {
    // Its own table: the engine alone, without migrations (there is no template on the PostgreSQL pass).
    const engine = await startEmbeddedEngine("memory://");
    cleanups.push(() => engine.close());
    const connect = async () => {
      const client = new pg.Client({ user: "postgres", database: "postgres", stream: () => engine.connect() });
      await client.connect();
      return client;
    };
    const counted = { name: "counted", text: "select count(*)::int as n from left_open" };
    const first = await connect();
    // Gone mid-transaction below, as a crashed client would be: no commit, no terminate message.
    const lost = new Promise<Error>((resolve) => first.once("error", resolve));
    await first.query("create table left_open (v text)");
    await first.query("begin");
    await first.query("insert into left_open values ('uncommitted')");
    expect((await first.query(counted)).rows).toEqual([{ n: 1 }]);
    (first as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await lost).message).toBe("Connection terminated unexpectedly");

    const second = await connect();
    try {
      // The insert rolled back, and the same name prepared again (DISCARD ALL dropped the old statement).
      expect((await second.query(counted)).rows).toEqual([{ n: 0 }]);
      // Errors are answers in the protocol: the session goes on after one.
      await expect(second.query("select * from no_such_table")).rejects.toThrow(
        'relation "no_such_table" does not exist',
      );
      expect((await second.query("select 2 as two")).rows).toEqual([{ two: 2 }]);
    } finally {
      await second.end();
    }
  });

  it("locks jobs in memory: a job holding its lock still reads, and a second caller skips it", async () => {
    const database = await inMemory();
    expect(embeddedConnectionOf(database.db)).not.toBeNull();
    const outcome = await withJobLock(database.db, "embedded-test", async () => {
      const inner = await withJobLock(database.db, "embedded-test", async () => "twice");
      // On PostgreSQL's path the lock's open transaction would hold the one connection: this read would wait forever.
      const rows = await database.query<{ one: number }>("select 1 as one");
      return { inner, rows };
    });
    expect(outcome).toEqual({ ran: true, value: { inner: { ran: false }, rows: [{ one: 1 }] } });
  });

  it("reports PGlite's own reason when it cannot open, and leaves no thread behind", async () => {
    // A worker thread shows as the MessagePort its parent keeps to it.
    const threads = () => process.getActiveResourcesInfo().filter((r) => r === "MessagePort").length;
    const before = threads();
    await expect(
      openDatabase({ dataDir: "memory://", pgliteDump: new Blob([new Uint8Array(4096).fill(7)]) }),
    ).rejects.toThrow(/./);
    expect(threads()).toBe(before);
  });
});
