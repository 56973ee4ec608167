// `npm run check:refs`: code, tests and docs refer to the product description in docs/product/ by path and anchor
// (`docs/product/missions.md#pausing`), never by a section number of a document outside the repository. This check
// reads every text file git tracks and fails, naming file:line, on
//   - a "§" anywhere but in docs/product/ and this file (such a reference points outside the repository), and
//   - a reference to docs/product/<file>.md[#anchor] whose file does not exist or whose anchor matches neither a
//     heading of that file (GitHub's slug) nor an explicit <a id="…">.
// Relative markdown links into docs/product/ ([x](product/missions.md#pausing) from docs/, and every link between its
// files) are checked the same way.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PRODUCT_DIR = "docs/product/";
const SELF = "scripts/check-product-refs.ts";
const SECTION_SIGN = "\u00a7";

/** `docs/product/<file>.md` with an optional `#anchor`; a file name may hold letters, digits, `-`, `_` and `.`. */
const REFERENCE = /docs\/product\/([A-Za-z0-9_.-]+\.md)(?:#([A-Za-z0-9_-]+))?/g;
/** A relative markdown link: `](missions.md#anchor)`, `](../product/missions.md)` or `](#anchor)`. */
const RELATIVE_LINK = /\]\(((?:[A-Za-z0-9_./-]+\.md)?)(?:#([^)\s]+))?\)/g;

/**
 * GitHub's heading slug: the heading's text as rendered (code marks, emphasis and link targets gone), lower-cased,
 * every character that is not a letter, a digit, a space, `-` or `_` dropped, then each space turned into `-`.
 */
export function slugOf(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[`*]/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

/** The anchors a markdown file offers: heading slugs (repeats get -1, -2, …) and explicit `<a id>` / `<a name>`. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let isInFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) isInFence = !isInFence;
    if (isInFence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slugOf(heading[1] ?? "");
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const explicit of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(explicit[1] ?? "");
  }
  return anchors;
}

export type Problem = { file: string; line: number; message: string };

type Reader = (file: string) => string | null;

/** Every problem in `files` (paths relative to the repository), reading each file through `read`. */
export function findProblems(files: readonly string[], read: Reader): { problems: Problem[]; references: number } {
  const problems: Problem[] = [];
  const anchorCache = new Map<string, Set<string> | null>();
  let references = 0;

  const anchorsIn = (file: string): Set<string> | null => {
    if (!anchorCache.has(file)) {
      const text = read(file);
      anchorCache.set(file, text === null ? null : anchorsOf(text));
    }
    return anchorCache.get(file) ?? null;
  };

  const check = (at: Omit<Problem, "message">, target: string, anchor: string | undefined, shown: string) => {
    references += 1;
    const anchors = anchorsIn(target);
    if (anchors === null) problems.push({ ...at, message: `${shown}: ${target} does not exist` });
    else if (anchor !== undefined && !anchors.has(anchor)) {
      problems.push({ ...at, message: `${shown}: no heading or <a id> "${anchor}" in ${target}` });
    }
  };

  for (const file of files) {
    const text = read(file);
    if (text === null) continue;
    const isProductDoc = file.startsWith(PRODUCT_DIR);
    const lines = text.split("\n");
    lines.forEach((content, index) => {
      const at = { file, line: index + 1 };
      if (!isProductDoc && file !== SELF && content.includes(SECTION_SIGN)) {
        problems.push({
          ...at,
          message: `"${SECTION_SIGN}" refers outside the repository: use docs/product/<file>.md#<anchor>`,
        });
      }
      if (file === SELF) return;
      for (const m of content.matchAll(REFERENCE)) {
        check(at, `${PRODUCT_DIR}${m[1]}`, m[2], m[0]);
      }
      if (file.endsWith(".md")) {
        for (const m of content.matchAll(RELATIVE_LINK)) {
          if (m[1] === "" && m[2] === undefined) continue;
          if (m[1]?.includes(PRODUCT_DIR)) continue; // counted above as a docs/product reference
          const target = m[1] ? path.posix.join(path.posix.dirname(file), m[1]) : file;
          // Links into docs/product/ from any markdown file, and every link inside it.
          if (target.startsWith(PRODUCT_DIR)) check(at, target, m[2], m[0].slice(1));
        }
      }
    });
  }
  return { problems, references };
}

/** Text content of a tracked file, or null when it is missing or binary (a NUL byte in it). */
function readText(file: string): string | null {
  const full = path.join(root, file);
  if (!existsSync(full)) return null;
  const bytes = readFileSync(full);
  if (bytes.includes(0)) return null;
  return bytes.toString("utf8");
}

function main() {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 });
  const files = listed.split("\0").filter(Boolean);
  const { problems, references } = findProblems(files, readText);
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.message}`);
  console.log(
    `check-product-refs: ${references} references to docs/product checked in ${files.length} tracked files; ` +
      `${problems.length} problem${problems.length === 1 ? "" : "s"}.`,
  );
  if (problems.length > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
