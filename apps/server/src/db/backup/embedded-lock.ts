import { existsSync } from "node:fs";
import path from "node:path";
import { BackupError } from "./pg-tools";

// PGlite is a database engine inside the server's process: a second process that opens the same folder (a backup, a
// restore) is not kept out, and both would write to it. What tells that a server has it open is the postmaster.pid
// file PGlite writes there when it opens the folder and removes when it closes it. PGlite writes a fixed number in
// it, not the server's pid, so a file left by a server that was killed cannot be told from a live one: `--force`
// is the operator saying that no server runs.

export const embeddedLocation = (dataDir: string) => path.resolve(dataDir, "pglite");

export function assertEmbeddedStopped(dataDir: string, force = false): void {
  const pidFile = path.join(embeddedLocation(dataDir), "postmaster.pid");
  if (!existsSync(pidFile) || force) return;
  throw new BackupError(
    `the embedded database ${embeddedLocation(dataDir)} is open (its postmaster.pid exists): stop the server first; ` +
      "if no server runs (one was killed), run again with --force",
  );
}
