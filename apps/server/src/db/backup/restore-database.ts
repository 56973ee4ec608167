import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { unpackDataDir } from "./data-files";
import { assertEmbeddedStopped, embeddedLocation } from "./embedded-lock";
import { type Manifest, readVerifiedManifest } from "./manifest";
import { BackupError, describeDatabase, runPgTool } from "./pg-tools";

// `npm run restore -- <dir>`: every part is checked against the manifest first, then the target is checked to be
// empty (a restore over live data would mix two histories; `--force` replaces it), and only then is anything written.
// The database is restored in one transaction: a failed restore leaves the target as empty as it was.

export type RestoreTarget = { databaseUrl?: string; dataDir: string };

/** Tables, views and sequences outside PostgreSQL's own schemas: none in a database made for the restore. */
const USER_RELATIONS = `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
  where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%'
  and c.relkind in ('r', 'p', 'v', 'm', 'S')`;

async function preparePostgres(databaseUrl: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  const where = describeDatabase(databaseUrl);
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`cannot connect to ${where}: ${(err as Error).message}`);
  }
  try {
    const [{ n }] = (await client.query<{ n: number }>(USER_RELATIONS)).rows as [{ n: number }];
    if (n === 0) return;
    if (!force) {
      throw new BackupError(
        `${where} is not empty (${n} tables, views or sequences): restore into an empty database, or pass --force ` +
          "to drop its contents first",
      );
    }
    await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public");
  } finally {
    await client.end();
  }
}

function checkDataDir(dataDir: string, force: boolean): void {
  const files = existsSync(dataDir) ? readdirSync(dataDir).filter((f) => f !== "pglite") : [];
  if (files.length > 0 && !force) {
    throw new BackupError(
      `${path.resolve(dataDir)} already holds files (${files.slice(0, 3).join(", ")}${files.length > 3 ? ", …" : ""})` +
        ": restore into an empty DATA_DIR, or pass --force to write the backup's files over them",
    );
  }
}

function checkEmbedded(dataDir: string, force: boolean): void {
  assertEmbeddedStopped(dataDir, force);
  const location = embeddedLocation(dataDir);
  if (!existsSync(location) || readdirSync(location).length === 0) return;
  if (!force) {
    throw new BackupError(`${location} already holds a database: move it away, or pass --force to replace it`);
  }
}

async function restoreEmbedded(dir: string, manifest: Manifest, dataDir: string): Promise<void> {
  const location = embeddedLocation(dataDir);
  rmSync(location, { recursive: true, force: true });
  mkdirSync(location, { recursive: true });
  const dump = new Blob([readFileSync(path.join(dir, manifest.parts.database.file))]);
  const client = await PGlite.create(location, { extensions: { pg_trgm }, loadDataDir: dump });
  await client.close();
}

export async function restoreDatabase(dir: string, target: RestoreTarget, force = false): Promise<Manifest> {
  const manifest = await readVerifiedManifest(dir);
  if (manifest.database === "postgres" && !target.databaseUrl) {
    throw new BackupError(
      "this is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore into",
    );
  }
  if (manifest.database === "pglite" && target.databaseUrl) {
    throw new BackupError("this is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR");
  }
  checkDataDir(target.dataDir, force);
  if (target.databaseUrl) {
    await preparePostgres(target.databaseUrl, force);
    const dump = path.join(dir, manifest.parts.database.file);
    await runPgTool(
      "pg_restore",
      ["--no-owner", "--no-acl", "--exit-on-error", "--single-transaction", dump],
      target.databaseUrl,
    );
  } else {
    checkEmbedded(target.dataDir, force);
    await restoreEmbedded(dir, manifest, target.dataDir);
  }
  await unpackDataDir(path.join(dir, manifest.parts.files.file), target.dataDir);
  return manifest;
}
