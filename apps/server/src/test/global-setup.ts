import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateEmbedded, openDatabase } from "../db/client";

// Every test app used to create its database from nothing: initdb, then every migration, a few seconds of CPU each,
// hundreds of times a run. The server project migrates one database before any test file starts, and each test app
// starts from a copy of it (harness.ts): a PGlite dump loaded in memory, or on PostgreSQL a database created from a
// migrated template. openDatabase still runs the migrations on the copy, and finds nothing left to do, so a template
// that fell behind the migrations folder could not go unnoticed.

declare module "vitest" {
  // Vitest's ProvidedContext is an interface to augment.
  export interface ProvidedContext {
    /** A migrated PGlite data folder (dumpDataDir, uncompressed tar) for embedded test databases ("" on PostgreSQL). */
    pgliteTemplateFile: string;
    /** With TEST_DATABASE_URL: the migrated database that each test database copies ("" on PGlite). */
    postgresTemplate: string;
  }
}

async function pgliteTemplate(dir: string): Promise<string> {
  const client = await PGlite.create("memory://", { extensions: { pg_trgm } });
  try {
    await migrateEmbedded(client);
    // What a copy costs is its start: PostgreSQL zeroes its whole buffer pool (128 MB by default, more than half the
    // start) and every file of the dump is unpacked. A test database holds a few megabytes, so 16 MB of buffers
    // keep it all in memory; the template databases (a third of the files) are never copied by a test app.
    await client.exec("ALTER SYSTEM SET shared_buffers = '16MB'");
    for (const name of ["template0", "template1"]) {
      await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await client.exec(`DROP DATABASE ${name}`);
    }
    await client.exec("CHECKPOINT");
    // Uncompressed: each test app loads it, and unpacking costs less than inflating.
    const dump = await client.dumpDataDir("none");
    const file = path.join(dir, "pglite-template.tar");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

async function onAdmin(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function postgresTemplate(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `questhq_template_${randomBytes(6).toString("hex")}`;
  await onAdmin(url, `CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  // A template must have no open connection while it is copied: migrate, then close the pool.
  const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 1 });
  await database.close();
  return { name, drop: () => onAdmin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "questhq-test-template-"));
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? await postgresTemplate(url) : undefined;
  project.provide("postgresTemplate", template?.name ?? "");
  project.provide("pgliteTemplateFile", url ? "" : await pgliteTemplate(dir));
  return async () => {
    await template?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
