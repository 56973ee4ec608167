import { CHAINS, type ChainRecord } from "@questhq/core";
import { defineChain, type Chain } from "viem";
import { anvil, mainnet } from "viem/chains";
import { createConfig, fallback, http, injected, unstable_connector, type Transport } from "wagmi";

// Imported only through dynamic import() (wallet dialog, staking, mint, claim, on-chain objectives),
// so wagmi and viem stay out of the initial bundle.
//
// `injected()` covers window.ethereum; multiInjectedProviderDiscovery (EIP-6963)
// adds one connector per wallet that announces itself, with its name and icon.

/**
 * A viem chain from our registry (docs/product/chains.md#supported-chains): every EVM chain a mission or reward can
 * use.
 */
function registryChain(c: ChainRecord): Chain {
  const explorer = c.explorer ? { default: { name: c.name, url: `https://${c.explorer}` } } : undefined;
  return defineChain({
    id: c.id,
    name: c.name,
    nativeCurrency: { name: c.nativeCurrency, symbol: c.nativeCurrency, decimals: 18 },
    // Reads go through the wallet (see transports); this URL is what a wallet is told when it adds the chain.
    rpcUrls: { default: { http: c.rpcUrl ? [c.rpcUrl] : [] } },
    ...(explorer ? { blockExplorers: explorer } : {}),
    testnet: c.isTestnet,
  });
}

const others = CHAINS.filter((c) => c.id > 0 && c.id !== mainnet.id && c.id !== anvil.id).map(registryChain);
export const appChains = [mainnet, anvil, ...others] as const satisfies readonly [Chain, ...Chain[]];

// Reads go through the connected wallet's own node first: the page's CSP allows no other origins
// (connect-src 'self'), and the wallet is on the chain the user transacts on anyway.
const transports: Record<number, Transport> = Object.fromEntries(
  appChains.map((chain) => [chain.id, fallback([unstable_connector(injected), http(chain.rpcUrls.default.http[0])])]),
);

export const wagmiConfig = createConfig({
  chains: appChains,
  connectors: [injected()],
  multiInjectedProviderDiscovery: true,
  transports,
});

declare module "wagmi" {
  interface Register {
    config: typeof wagmiConfig;
  }
}
