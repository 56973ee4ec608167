import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

// No line of a source file is longer than 120 characters (docs/CODE_STYLE.md, "Formatting").
// Biome formats code at that width but leaves comments, strings and JSX text alone; this check covers them too.
// Generated files are left out: their generator writes them, nobody reads them line by line.

const MAX = 120;
const CHECKED = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sol)$/;
const GENERATED = [/^packages\/contracts\/(src|test)\/generated\//, /^apps\/server\/src\/db\/migrations\//];

const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
  .split("\0")
  .filter((f) => CHECKED.test(f) && !GENERATED.some((g) => g.test(f)));

let long = 0;
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  text.split("\n").forEach((line, i) => {
    // Characters, not UTF-16 units: "→" or "é" count once, as an editor shows them.
    const length = [...line].length;
    if (length > MAX) {
      long++;
      console.log(`${file}:${i + 1}: ${length} characters`);
    }
  });
}
console.log(`${files.length} files checked, ${long} lines over ${MAX} characters`);
process.exitCode = long > 0 ? 1 : 0;
