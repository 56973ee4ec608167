// Chain lookup (docs/product/chains.md#chain-lookup): one entry point that turns whatever a URL,
// a wallet (`eth_chainId` gives hex) or a form sends into a chain record.
//
// - Decimal ids: "8453", 8453, "-1" (non-EVM chains are negative).
// - Hex ids: the product reads the value from characters 3 to 10 of the string,
//   i.e. `parseInt(s.slice(2, 10), 16)`, so anything past the 10th character
//   is ignored. Unlike bare parseInt we require the whole string to be hex
//   digits, so "0x1zz" fails instead of silently meaning chain 1.
// - Names: compared after lower-casing and dropping spaces, underscores and
//   hyphens, so "Arbitrum Sepolia", "arbitrum_sepolia", "arbitrum-sepolia",
//   "ARBITRUM SEPOLIA" and "arbitrumsepolia" are one name.
// Hidden chains resolve too: they are only kept out of pickers.

import { CHAINS, getChainById, type ChainRecord } from "./chains";

export const INVALID_CHAIN_MESSAGE_PREFIX = "Invalid chain name or ID: ";

// Extra spellings people and wallets use. Keys are written readably and
// normalised like the input.
const ALIASES: Readonly<Record<string, number>> = {
  eth: 1,
  mainnet: 1,
  "ethereum mainnet": 1,
  homestead: 1,
  op: 10,
  "op mainnet": 10,
  "optimism mainnet": 10,
  rsk: 30,
  bsc: 56,
  bnb: 56,
  "bnb smart chain": 56,
  "binance smart chain": 56,
  matic: 137,
  pol: 137,
  "polygon pos": 137,
  arb: 42161,
  "arbitrum one": 42161,
  ape: 33139,
  bera: 80094,
  "ithaca odyssey": 911867,
  odyssey: 911867,
  bartio: 80084,
  artio: 80085,
  amoy: 80002,
  minato: 1946,
  "base mainnet": 8453,
  btr: 200901,
  bitcoin: -2,
  ordinals: -2,
  btc: -2,
  sol: -1,
  anvil: 31337,
  localhost: 31337,
};

const normalise = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, "");

const byName = new Map<string, ChainRecord>();
for (const chain of CHAINS) {
  byName.set(normalise(chain.name), chain);
  byName.set(normalise(chain.backendName), chain);
}
for (const [alias, id] of Object.entries(ALIASES)) {
  const chain = getChainById(id);
  if (chain) byName.set(normalise(alias), chain);
}

function fail(input: string | number): never {
  throw new Error(`${INVALID_CHAIN_MESSAGE_PREFIX}${String(input)}`);
}

/** Resolves a chain id, hex id or name; throws `Invalid chain name or ID: <input>`. */
export function resolveChain(input: string | number): ChainRecord {
  if (typeof input === "number") {
    const chain = Number.isInteger(input) ? getChainById(input) : undefined;
    return chain ?? fail(input);
  }
  if (typeof input !== "string") return fail(input);
  const s = input.trim();
  if (s === "") return fail(input);

  if (/^0x/i.test(s)) {
    if (!/^0x[0-9a-f]+$/i.test(s)) return fail(input);
    return getChainById(parseInt(s.slice(2, 10), 16)) ?? fail(input);
  }
  if (/^-?\d+$/.test(s)) {
    return getChainById(Number(s)) ?? fail(input);
  }
  return byName.get(normalise(s)) ?? fail(input);
}

/** Non-throwing form for places where "unknown" is a normal answer. */
export function findChain(input: string | number): ChainRecord | undefined {
  try {
    return resolveChain(input);
  } catch {
    return undefined;
  }
}
