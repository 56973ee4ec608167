import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

// No line of a source file is longer than 120 characters (docs/CODE_STYLE.md, "Formatting").
// Biome formats code at that width but leaves comments, strings and JSX text alone; this check covers them too.
// Generated files are left out: their generator writes them, nobody reads them line by line.
// Files still being wrapped are listed in KNOWN with their count of long lines; a file may only go down (run with
// --baseline after wrapping some to write the shorter list). A file not listed may have none.

const MAX = 120;
const CHECKED = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sol)$/;
const GENERATED = [/^packages\/contracts\/(src|test)\/generated\//, /^apps\/server\/src\/db\/migrations\//];
const KNOWN = "scripts/long-lines-known.json";

const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
  .split("\0")
  .filter((f) => CHECKED.test(f) && !GENERATED.some((g) => g.test(f)));

const longByFile = new Map<string, string[]>();
for (const file of files) {
  if (!existsSync(file)) continue; // listed by git but deleted in the work tree
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, i) => {
      // Characters, not UTF-16 units: "→" or "é" count once, as an editor shows them.
      const length = [...line].length;
      if (length > MAX)
        longByFile.set(file, [...(longByFile.get(file) ?? []), `${file}:${i + 1}: ${length} characters`]);
    });
}

if (process.argv.includes("--baseline")) {
  const counts = Object.fromEntries([...longByFile].sort().map(([file, lines]) => [file, lines.length]));
  writeFileSync(KNOWN, `${JSON.stringify(counts, null, 2)}\n`);
  console.log(`${KNOWN}: ${longByFile.size} files still have long lines`);
} else {
  const known: Record<string, number> = existsSync(KNOWN) ? JSON.parse(readFileSync(KNOWN, "utf8")) : {};
  let over = 0;
  let total = 0;
  for (const [file, lines] of longByFile) {
    total += lines.length;
    if (lines.length <= (known[file] ?? 0)) continue;
    over += lines.length;
    for (const line of lines) console.log(line);
  }
  console.log(`${files.length} files checked, ${total} lines over ${MAX} characters, ${over} not allowed by ${KNOWN}`);
  process.exitCode = over > 0 ? 1 : 0;
}
