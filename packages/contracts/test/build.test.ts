import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile, listSources, solcVersion } from "../scripts/compile";
import { isTestSource, renderArtifact, renderIndex } from "../scripts/render";

// The committed artifacts (what the server and web app import) must be exactly what the
// sources compile to: recompile everything offline and compare byte for byte.
describe("generated artifacts", () => {
  it("are exactly what the current sources compile to, and nothing else", () => {
    const contracts = compile(listSources());
    const dirs = { src: new URL("../src/generated/", import.meta.url), test: new URL("./generated/", import.meta.url) };
    for (const c of contracts) {
      const dir = isTestSource(c.source) ? dirs.test : dirs.src;
      expect(readFileSync(new URL(`${c.name}.ts`, dir), "utf8"), `${c.name}: run npm run contracts:build`).toBe(
        renderArtifact(c, solcVersion()),
      );
    }
    const names = (dir: URL) =>
      readdirSync(dir)
        .filter((f) => f.endsWith(".ts") && f !== "index.ts")
        .map((f) => f.slice(0, -3))
        .sort();
    const expected = (test: boolean) =>
      contracts
        .filter((c) => isTestSource(c.source) === test)
        .map((c) => c.name)
        .sort();
    expect(names(dirs.src)).toEqual(expected(false));
    expect(names(dirs.test)).toEqual(expected(true));
    expect(readFileSync(new URL("index.ts", dirs.src), "utf8")).toBe(renderIndex(names(dirs.src)));
  }, 120_000);
});
