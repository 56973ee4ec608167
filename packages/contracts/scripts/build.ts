import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compile, listSources, solcVersion } from "./compile";
import { isTestSource, renderArtifact, renderIndex } from "./render";

// `npm run build -w @questhq/contracts [-- File.sol ...]`: compiles the sources and writes
// typed artifacts (abi `as const` + bytecode) to src/generated/ (test mocks to test/generated/).
// The artifacts are committed so the server and web app never need the compiler; a test
// recompiles and compares.

const GENERATED = fileURLToPath(new URL("../src/generated/", import.meta.url));
const TEST_GENERATED = fileURLToPath(new URL("../test/generated/", import.meta.url));

const only = process.argv.slice(2).filter((a) => a.endsWith(".sol"));
const sources = only.length > 0 ? only : listSources();
const started = Date.now();
const contracts = compile(sources);
mkdirSync(GENERATED, { recursive: true });
mkdirSync(TEST_GENERATED, { recursive: true });
for (const c of contracts) {
  writeFileSync(
    path.join(isTestSource(c.source) ? TEST_GENERATED : GENERATED, `${c.name}.ts`),
    renderArtifact(c, solcVersion()),
  );
}
const names = readdirSync(GENERATED)
  .filter((f) => f.endsWith(".ts") && f !== "index.ts")
  .map((f) => f.slice(0, -3))
  .sort();
writeFileSync(path.join(GENERATED, "index.ts"), renderIndex(names));
console.log(
  `compiled ${sources.length} sources → ${contracts.length} artifacts in ${Date.now() - started} ms ` +
    `(solc ${solcVersion()})`,
);
