import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import solc from "solc";

// Offline compilation with the npm solc package (the compiler as WebAssembly: nothing is
// downloaded). Imports resolve to our own sources or to node_modules (@openzeppelin, erc721a).

export const CONTRACTS_DIR = fileURLToPath(new URL("../contracts/", import.meta.url));
const require = createRequire(import.meta.url);

export type CompiledContract = {
  name: string;
  /** Source path relative to contracts/, e.g. "HQStaking.sol" or "test/ReentrantToken.sol". */
  source: string;
  abi: unknown[];
  bytecode: `0x${string}`;
};

/** Every .sol file of contracts/ (and contracts/test/), relative to contracts/. */
export function listSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(CONTRACTS_DIR, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith(".sol") ? [path.join(dir, e.name)] : [],
    );
  return walk("").sort();
}

function findImport(importPath: string): { contents: string } | { error: string } {
  try {
    const local = path.join(CONTRACTS_DIR, importPath);
    if (!importPath.startsWith("@") && !importPath.startsWith("erc721a/"))
      return { contents: readFileSync(local, "utf8") };
    return { contents: readFileSync(require.resolve(importPath), "utf8") };
  } catch {
    return { error: `File not found: ${importPath}` };
  }
}

export const SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Cancun: supported by every chain the product covers and by anvil.
  evmVersion: "cancun",
  // No metadata hash: the bytecode then depends only on the sources, so builds are reproducible.
  metadata: { bytecodeHash: "none" },
  outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
} as const;

/** Compiles the given sources (default: all) and returns the contracts they define. */
export function compile(sources: readonly string[] = listSources()): CompiledContract[] {
  const input = {
    language: "Solidity",
    sources: Object.fromEntries(
      sources.map((s) => [s, { content: readFileSync(path.join(CONTRACTS_DIR, s), "utf8") }]),
    ),
    settings: SOLC_SETTINGS,
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
  const out: CompiledContract[] = [];
  for (const source of sources) {
    for (const [name, c] of Object.entries(output.contracts?.[source] ?? {})) {
      out.push({ name, source, abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

export function solcVersion(): string {
  return solc.version();
}
