import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { extract } from "tar";
import { readJournal } from "../db/client";

// The version before the newest migration, checked out and built beside this one: the server that still runs while
// the new version's migration is applied behind the same load balancer. Its source comes from git (CI runs on a full
// clone), its packages are this checkout's node_modules, linked, except our own workspace packages, which are its own.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const JOURNAL = "apps/server/src/db/migrations/meta/_journal.json";
/** What the old server needs to build and run: its server, our packages and the settings they extend. */
const PARTS = ["apps/server", "packages", "package.json", "tsconfig.base.json"];

const git = (args: string[], cwd: string) =>
  execFileSync("git", args, { cwd, stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 << 20 }).toString();

export const repositoryRoot = () => git(["rev-parse", "--show-toplevel"], serverRoot).trim();

function journalTags(root: string, commit: string): string[] | null {
  try {
    const journal = JSON.parse(git(["show", `${commit}:${JOURNAL}`], root)) as { entries: { tag: string }[] };
    return journal.entries.map((e) => e.tag);
  } catch {
    return null; // no journal yet in that commit
  }
}

/**
 * The commit the newest migration was added to: the newest commit (HEAD itself when the migration is not committed
 * yet) whose journal is this checkout's without its last entry. A merge that brought the migration in has the side
 * without it as a parent, so every parent of each commit that changed the journal is a candidate.
 */
export function previousVersion(): { commit: string; latest: string } {
  const root = repositoryRoot();
  if (git(["rev-parse", "--is-shallow-repository"], root).trim() === "true") {
    throw new Error(
      "the two-version migration test needs the git history: clone without --depth (or git fetch --unshallow)",
    );
  }
  const tags = readJournal().entries.map((e) => e.tag);
  const wanted = JSON.stringify(tags.slice(0, -1));
  const candidates = ["HEAD"];
  for (const line of git(["log", "--format=%P", "--", JOURNAL], root).split("\n")) {
    candidates.push(...line.split(" ").filter(Boolean));
  }
  const commit = candidates.find((c) => JSON.stringify(journalTags(root, c)) === wanted);
  if (!commit) throw new Error(`no commit in the history has the migrations before ${tags.at(-1)}`);
  return { commit: git(["rev-parse", commit], root).trim(), latest: tags.at(-1)! };
}

/** `git archive` of the commit's PARTS into `dir`. */
async function checkOut(root: string, commit: string, dir: string): Promise<void> {
  const archive = spawn("git", ["archive", "--format=tar", commit, "--", ...PARTS], { cwd: root });
  const unpack = extract({ cwd: dir, strict: true });
  archive.stdout.pipe(unpack);
  const exited = new Promise<number | null>((resolve) => archive.once("close", resolve));
  await new Promise<void>((resolve, reject) => {
    unpack.once("finish", resolve);
    unpack.once("error", reject);
  });
  if ((await exited) !== 0) throw new Error(`git archive ${commit} failed`);
}

/**
 * node_modules for the old tree: every package of this checkout's, linked, but @questhq/* pointing at the old tree's
 * own workspace packages (linking the whole folder would build the old server with today's packages/core).
 */
function linkPackages(root: string, dir: string): void {
  const modules = path.join(dir, "node_modules");
  mkdirSync(path.join(modules, "@questhq"), { recursive: true });
  for (const name of readdirSync(path.join(root, "node_modules"))) {
    if (name === "@questhq" || name === ".bin") continue;
    symlinkSync(path.join(root, "node_modules", name), path.join(modules, name));
  }
  const workspaces: Record<string, string> = { server: "apps/server" };
  for (const name of readdirSync(path.join(dir, "packages"))) workspaces[name] = `packages/${name}`;
  for (const [name, folder] of Object.entries(workspaces)) {
    symlinkSync(path.join(dir, folder), path.join(modules, "@questhq", name));
    // A workspace's own node_modules (versions npm could not hoist): this checkout's, when it has one.
    const own = path.join(root, folder, "node_modules");
    if (readdirSync(path.join(root, folder)).includes("node_modules")) {
      symlinkSync(own, path.join(dir, folder, "node_modules"));
    }
  }
}

/** Checks out, links and builds the version before the newest migration; resolves with its dist/main.js. */
export async function buildPreviousVersion(dir: string, commit: string): Promise<string> {
  const root = repositoryRoot();
  await checkOut(root, commit, dir);
  linkPackages(root, dir);
  const oldServer = path.join(dir, "apps/server");
  // Its own build script, as that version's operators ran it.
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, ["--import", "tsx", "build.ts"], { cwd: oldServer, stdio: "pipe" });
    let output = "";
    build.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    build.once("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${commit} failed:\n${output}`)),
    );
  });
  return path.join(oldServer, "dist/main.js");
}
