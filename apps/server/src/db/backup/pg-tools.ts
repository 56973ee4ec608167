import { spawn } from "node:child_process";

// pg_dump and pg_restore run as child processes. The password never appears on their command line (where `ps` shows
// it to every user of the host) nor in our messages: it goes in PGPASSWORD, and --dbname gets the URL without it.

/** A failure of the backup or the restore, told to the operator in one line. */
export class BackupError extends Error {}

/** The settings for a libpq tool: DATABASE_URL without its password, and the password in the environment. */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** DATABASE_URL as it may be printed: host, port and database, no user or password. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

/**
 * Runs a PostgreSQL client tool and resolves when it exits 0. A missing binary is named with the Debian package that
 * has it; a failure keeps the tool's last line of stderr (its error; libpq never writes the password there).
 */
export function runPgTool(tool: "pg_dump" | "pg_restore", args: string[], databaseUrl: string): Promise<void> {
  const { dbname, env } = libpqConnection(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${dbname}`, "--no-password", ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT") {
        reject(
          new BackupError(`${tool} is not installed: install PostgreSQL's client tools (Debian: postgresql-client)`),
        );
      } else reject(new BackupError(`${tool} could not start: ${err.message}`));
    });
    child.once("close", (code) => {
      if (code === 0) return resolve();
      const lines = stderr.trim().split("\n").filter(Boolean);
      const last = lines.find((l) => /error/i.test(l)) ?? lines.at(-1) ?? `exit code ${code}`;
      reject(new BackupError(`${tool} failed: ${last.replace(/^\S+: /, "")}`));
    });
  });
}
