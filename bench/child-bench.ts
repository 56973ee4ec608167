import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";

// What every part of `npm run bench` shares: running a part in its own process, and a throwaway PostgreSQL database.

/** The server whose databases the bench creates and drops (BENCH_DATABASE_URL, else the tests' server). */
export const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Runs a bench script in its own process; its last line of output is its JSON figures. */
export function childBench(
  script: string,
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<Record<string, number | string | boolean>> {
  return new Promise((resolve, reject) => {
    execFile(
      "npx",
      ["tsx", ...nodeArgs, path.join(import.meta.dirname, script)],
      { maxBuffer: 1 << 20, env: { ...process.env, ...env } },
      (err, stdout) => {
        if (err) return reject(err);
        resolve(JSON.parse(stdout.trim().split("\n").pop()!));
      },
    );
  });
}

/** A fresh database on the server, or null when none answers. */
export async function postgresAvailable(url: string): Promise<string | null> {
  const name = `questhq_bench_${randomBytes(4).toString("hex")}`;
  try {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    return u.toString();
  } catch {
    return null;
  }
}

export async function dropDb(adminUrl: string, dbUrl: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${new URL(dbUrl).pathname.slice(1)} WITH (FORCE)`);
  await c.end();
}
