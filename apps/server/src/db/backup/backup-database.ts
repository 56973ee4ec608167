import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { readJournal } from "../client";
import { packDataDir } from "./data-files";
import { describePart, type Manifest, writeManifest } from "./manifest";
import { BackupError, describeDatabase, runPgTool } from "./pg-tools";
import { assertEmbeddedStopped, embeddedLocation } from "./embedded-lock";

// `npm run backup -- <dir>`. PostgreSQL: pg_dump's custom format, taken in one repeatable-read transaction, so it is
// a consistent snapshot while the servers keep writing. The embedded PGlite has no such second reader: its folder is
// dumped only while no server has it open. Files are packed after the database: they are only ever added (uploads and
// images are stored by content hash), so every file a snapshot row names is already there.

export const DATABASE_DUMP = "database.pgdump";
export const EMBEDDED_DUMP = "database.pglite.tar.gz";
export const FILES_ARCHIVE = "data-dir.tar.gz";

export type BackupSource = { databaseUrl?: string; dataDir: string };

type MigrationState = Manifest["migrations"];

function migrationState(stamps: number[]): MigrationState {
  const latest = Math.max(...stamps);
  const entry = readJournal().entries.find((e) => e.when === latest);
  return { count: stamps.length, latest: entry?.tag ?? (stamps.length ? `unknown (${latest})` : null) };
}

const STAMPS = "select created_at from drizzle.__drizzle_migrations";

function prepareTarget(dir: string) {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(`${dir} is not empty: give a new folder for the backup`);
  }
  mkdirSync(dir, { recursive: true });
}

async function dumpPostgres(databaseUrl: string, dir: string): Promise<MigrationState> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`cannot connect to ${describeDatabase(databaseUrl)}: ${(err as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ created_at: string }>(STAMPS).catch(() => {
      throw new BackupError(`${describeDatabase(databaseUrl)} has no QuestHQ schema (no migrations table)`);
    });
    await runPgTool("pg_dump", ["--format=custom", `--file=${path.join(dir, DATABASE_DUMP)}`], databaseUrl);
    return migrationState(rows.map((r) => Number(r.created_at)));
  } finally {
    await client.end();
  }
}

async function dumpEmbedded(dataDir: string, dir: string, force: boolean): Promise<MigrationState> {
  const location = embeddedLocation(dataDir);
  if (!existsSync(location)) throw new BackupError(`${location} does not exist: no embedded database to back up`);
  assertEmbeddedStopped(dataDir, force);
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  try {
    const { rows } = await client.query<{ created_at: string }>(STAMPS);
    const dump = await client.dumpDataDir("gzip");
    writeFileSync(path.join(dir, EMBEDDED_DUMP), Buffer.from(await dump.arrayBuffer()));
    return migrationState(rows.map((r) => Number(r.created_at)));
  } finally {
    await client.close();
  }
}

/** Writes a backup into `dir` (new or empty); on failure the partial folder is removed. */
export async function backupDatabase(source: BackupSource, dir: string, force = false): Promise<Manifest> {
  prepareTarget(dir);
  try {
    const database = source.databaseUrl ? "postgres" : "pglite";
    const migrations = source.databaseUrl
      ? await dumpPostgres(source.databaseUrl, dir)
      : await dumpEmbedded(source.dataDir, dir, force);
    await packDataDir(source.dataDir, path.join(dir, FILES_ARCHIVE));
    const parts = {
      database: await describePart(dir, database === "postgres" ? DATABASE_DUMP : EMBEDDED_DUMP),
      files: await describePart(dir, FILES_ARCHIVE),
    };
    return writeManifest(dir, { database, migrations, parts });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
