import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BackupError } from "./pg-tools";

// A backup is a folder: the database (a pg_dump archive, or PGlite's data folder as a tar.gz), the other files of
// DATA_DIR as a tar.gz, and manifest.json, which says what they are and what each one's bytes must hash to. Restore
// checks every part against it before it touches anything.

export const MANIFEST_FILE = "manifest.json";
/** Bumped when the layout changes in a way an older restore would misread. */
const FORMAT = 1;

export type BackupPart = { file: string; bytes: number; sha256: string };
export type Manifest = {
  format: number;
  app: "questhq";
  /** The server's package version and, when the backup ran in a git checkout, its commit. */
  version: string;
  commit: string | null;
  database: "postgres" | "pglite";
  /** How many migrations the database had, and the last one's tag: the schema a restore brings back. */
  migrations: { count: number; latest: string | null };
  createdAt: string;
  parts: { database: BackupPart; files: BackupPart };
};

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function serverVersion(): { version: string; commit: string | null } {
  const { version } = JSON.parse(readFileSync(path.join(serverRoot, "package.json"), "utf8")) as { version: string };
  let commit: string | null = null;
  try {
    const out = execFileSync("git", ["rev-parse", "HEAD"], { cwd: serverRoot, stdio: ["ignore", "pipe", "ignore"] });
    commit = out.toString().trim() || null;
  } catch {
    // Not a git checkout (an unpacked release): the version alone names the build.
  }
  return { version, commit };
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

export async function describePart(dir: string, file: string): Promise<BackupPart> {
  const full = path.join(dir, file);
  return { file, bytes: statSync(full).size, sha256: await sha256(full) };
}

export function writeManifest(dir: string, fields: Pick<Manifest, "database" | "migrations" | "parts">): Manifest {
  const manifest: Manifest = {
    format: FORMAT,
    app: "questhq",
    ...serverVersion(),
    ...fields,
    createdAt: new Date().toISOString(),
  };
  writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The manifest of a backup folder, once every part it lists is there with its recorded size and hash. */
export async function readVerifiedManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) throw new BackupError(`${dir} is not a backup: it has no ${MANIFEST_FILE}`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  } catch {
    throw new BackupError(`${file} is not valid JSON`);
  }
  if (manifest.app !== "questhq" || !manifest.parts) throw new BackupError(`${file} is not a QuestHQ backup manifest`);
  if (manifest.format !== FORMAT) {
    throw new BackupError(`${file} has format ${manifest.format}; this version restores format ${FORMAT}`);
  }
  for (const part of [manifest.parts.database, manifest.parts.files]) {
    const full = path.join(dir, part.file);
    if (!existsSync(full)) throw new BackupError(`${full} is missing`);
    const found = await describePart(dir, part.file);
    if (found.bytes !== part.bytes || found.sha256 !== part.sha256) {
      throw new BackupError(`${full} does not match its checksum in ${MANIFEST_FILE} (a damaged or incomplete copy)`);
    }
  }
  return manifest;
}
