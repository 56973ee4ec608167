import { checkAllContracts, formatResults } from "./run";
import type { ProviderContract } from "./types";

// `npm run check:fakes`: every fake's answers against its provider's published document; exits 1 on a mismatch.
// `npx tsx packages/fakes/contract/check.ts x discord` checks only those provider modules.
const names = process.argv.slice(2);
const contracts = await Promise.all(
  names.map(async (name) => ((await import(`./providers/${name}.ts`)) as { contract: ProviderContract }).contract),
);
const results = await checkAllContracts(names.length > 0 ? contracts : undefined);
console.log(formatResults(results));
process.exit(results.some((r) => r.results.some((x) => x.mismatches.length > 0)) ? 1 : 0);
