import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Re-vendors one provider's document: `npx tsx packages/fakes/contract/vendor.ts <module> <full document>` keeps
// the parts the product calls (the module's vendor()) and writes contract/documents/<module>.json. Record the
// source, version and date in contract/documents/SOURCES.md when you do.
const [name, source] = process.argv.slice(2);
if (!name || !source) {
  console.error("usage: vendor.ts <provider module, e.g. x> <path of the provider's full document>");
  process.exit(2);
}
const module = (await import(`./providers/${name}.ts`)) as { vendor?: (full: unknown) => unknown };
if (!module.vendor) throw new Error(`providers/${name}.ts exports no vendor()`);
const out = fileURLToPath(new URL(`./documents/${name}.json`, import.meta.url));
writeFileSync(out, `${JSON.stringify(module.vendor(JSON.parse(readFileSync(source, "utf8"))), null, 1)}\n`);
console.log(`wrote ${out}`);
