import { anvil, mainnet } from "viem/chains";
import { createConfig, fallback, http, injected, unstable_connector } from "wagmi";

// Imported only through dynamic import() (wallet dialog, later chain features),
// so wagmi and viem stay out of the initial bundle.
//
// `injected()` covers window.ethereum; multiInjectedProviderDiscovery (EIP-6963)
// adds one connector per wallet that announces itself, with its name and icon.
export const wagmiConfig = createConfig({
  chains: [mainnet, anvil],
  connectors: [injected()],
  multiInjectedProviderDiscovery: true,
  // Reads go through the connected wallet's own node first: the page's CSP allows no other
  // origins (connect-src 'self'), and the wallet is on the chain the user transacts on anyway.
  transports: {
    [mainnet.id]: fallback([unstable_connector(injected), http()]),
    [anvil.id]: fallback([unstable_connector(injected), http(anvil.rpcUrls.default.http[0])]),
  },
});

declare module "wagmi" {
  interface Register {
    config: typeof wagmiConfig;
  }
}
