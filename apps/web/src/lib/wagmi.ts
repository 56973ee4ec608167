import { anvil, mainnet } from "viem/chains";
import { createConfig, http, injected } from "wagmi";

// Imported only through dynamic import() (wallet dialog, later chain features),
// so wagmi and viem stay out of the initial bundle.
//
// `injected()` covers window.ethereum; multiInjectedProviderDiscovery (EIP-6963)
// adds one connector per wallet that announces itself, with its name and icon.
export const wagmiConfig = createConfig({
  chains: [mainnet, anvil],
  connectors: [injected()],
  multiInjectedProviderDiscovery: true,
  transports: {
    [mainnet.id]: http(),
    [anvil.id]: http(anvil.rpcUrls.default.http[0]),
  },
});

declare module "wagmi" {
  interface Register {
    config: typeof wagmiConfig;
  }
}
