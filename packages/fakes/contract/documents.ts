import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// What every provider module does with its vendored document: read it (when first checked, so that vendor() can
// write the file before it exists) and walk its references to keep what an operation reaches.

/** documents/<name>.json, parsed. */
export function readVendored<T>(name: string): T {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`./documents/${name}.json`, import.meta.url)), "utf8")) as T;
}

/** Calls `found` with every `$ref` string under this node. */
export function eachRef(node: unknown, found: (ref: string) => void): void {
  if (Array.isArray(node)) for (const item of node) eachRef(item, found);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") found(value);
      else eachRef(value, found);
    }
  }
}
