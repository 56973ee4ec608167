import { CHAINS, type ChainRecord } from "../chains";

// Which chains the bridge page offers: the registry's EVM chains that pickers may show (hidden ones are kept out), and
// the local development chain only where the server runs one. LI.FI offers what it supports among them.

export function bridgeChains(options: { localChain: boolean }): ChainRecord[] {
  return CHAINS.filter((c) => c.id > 0 && !c.hidden && (!c.isDevelopment || options.localChain));
}
