import { useState, type ReactNode } from "react";
import { WagmiContext } from "wagmi";
import { reconnect } from "wagmi/actions";
import { wagmiConfig } from "@/lib/wagmi";

/**
 * wagmi for one wallet part of a page. Not wagmi's own WagmiProvider: in an app without server rendering its Hydrate
 * calls reconnect() on every render, so each re-render of the page around it (a refetch, a ticking countdown) would
 * reconnect the wallet, send the wallet gate back to its spinner and reset what the user was doing (a quantity, a
 * typed word). Here the reconnect runs once, when the part mounts, as WagmiProvider's first render would.
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  useState(() => void reconnect(wagmiConfig));
  return <WagmiContext.Provider value={wagmiConfig}>{children}</WagmiContext.Provider>;
}
