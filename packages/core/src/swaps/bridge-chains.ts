import { CHAINS, type ChainRecord } from "../chains";

// Which chains the bridge page offers: the registry's EVM chains that pickers may show (hidden ones are kept out), and
// the local development chain only where the server runs one. LI.FI offers what it supports among them.

export function bridgeChains(options: { localChain: boolean }): ChainRecord[] {
  return CHAINS.filter((c) => c.id > 0 && !c.hidden && (!c.isDevelopment || options.localChain));
}

/**
 * The RPC endpoints the bridge widget reads balances through, by chain id: the registry's public ones, and the local
 * chain's loopback URL when there is one. The page's Content-Security-Policy allows exactly these origins.
 */
export function bridgeRpcUrls(localChainRpcUrl: string | null): Record<number, string[]> {
  const urls: Record<number, string[]> = {};
  for (const chain of bridgeChains({ localChain: localChainRpcUrl !== null })) {
    const url = chain.isDevelopment ? localChainRpcUrl : chain.rpcUrl;
    if (url) urls[chain.id] = [url];
  }
  return urls;
}
