import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { create, extract } from "tar";

// The files of DATA_DIR (uploads, share-card and link-preview images, the demo chain's state) as one tar.gz. The
// embedded database's folder is left out: it is backed up as the database part, never as files copied under a
// running engine.

const EMBEDDED_FOLDER = "pglite";

const outsideEmbedded = (entry: string) => {
  const first = entry.replace(/^\.\//, "").split("/")[0];
  return first !== EMBEDDED_FOLDER;
};

export async function packDataDir(dataDir: string, archive: string): Promise<void> {
  // No DATA_DIR yet (a PostgreSQL install that never stored a file): an archive of an empty folder.
  const empty = existsSync(dataDir) ? null : mkdtempSync(path.join(tmpdir(), "questhq-backup-"));
  try {
    await create({ gzip: true, portable: true, file: archive, cwd: empty ?? dataDir, filter: outsideEmbedded }, ["."]);
  } finally {
    if (empty) rmSync(empty, { recursive: true, force: true });
  }
}

export async function unpackDataDir(archive: string, dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  await extract({ file: archive, cwd: dataDir, strict: true, filter: outsideEmbedded });
}
