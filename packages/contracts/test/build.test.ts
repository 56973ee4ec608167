import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile, listSources, solcVersion } from "../scripts/compile";
import { renderArtifact, renderIndex } from "../scripts/render";

// The committed artifacts (what the server and web app import) must be exactly what the
// sources compile to: recompile everything offline and compare byte for byte.
describe("generated artifacts", () => {
  it("are exactly what the current sources compile to, and nothing else", () => {
    const contracts = compile(listSources());
    const dir = new URL("../src/generated/", import.meta.url);
    for (const c of contracts) {
      expect(readFileSync(new URL(`${c.name}.ts`, dir), "utf8"), `${c.name}: run npm run contracts:build`).toBe(renderArtifact(c, solcVersion()));
    }
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "index.ts").map((f) => f.slice(0, -3)).sort();
    expect(files).toEqual(contracts.map((c) => c.name).sort());
    expect(readFileSync(new URL("index.ts", dir), "utf8")).toBe(renderIndex(files));
  }, 120_000);
});
