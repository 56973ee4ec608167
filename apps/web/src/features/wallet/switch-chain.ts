import { getChainById } from "@questhq/core";
import { numberToHex } from "viem";
import { getConnection } from "wagmi/actions";
import { wagmiConfig } from "@/lib/wagmi";
import { ChainFlowError, needsAddChain } from "./chain-errors";

type Eip1193 = { request(args: { method: string; params?: unknown[] }): Promise<unknown> };

/** EIP-3085 parameters for a chain of our registry; the local chain's URL comes from the server's config. */
export function addChainParameter(chainId: number, localChainRpcUrl?: string | null) {
  const c = getChainById(chainId);
  if (!c || chainId <= 0) throw new ChainFlowError(`Chain ${chainId} is not an EVM chain this app knows.`);
  const rpcUrl = c.isDevelopment && localChainRpcUrl ? localChainRpcUrl : c.rpcUrl;
  if (!rpcUrl) throw new ChainFlowError(`Add ${c.name} to your wallet, then try again.`);
  return {
    chainId: numberToHex(chainId),
    chainName: c.name,
    nativeCurrency: { name: c.nativeCurrency, symbol: c.nativeCurrency, decimals: 18 },
    rpcUrls: [rpcUrl],
    ...(c.explorer ? { blockExplorerUrls: [`https://${c.explorer}`] } : {}),
  };
}

/**
 * Moves the connected wallet to `chainId` (docs/product/chains.md#switching-chains): wallet_switchEthereumChain, and
 * when the wallet answers 4902 or -32603 (it does not know the chain), wallet_addEthereumChain from our registry, then
 * the switch again. Talks to the provider directly because wagmi only adds on 4902 and never retries after -32603.
 */
export async function switchOrAddChain(chainId: number, localChainRpcUrl?: string | null): Promise<void> {
  const { connector } = getConnection(wagmiConfig);
  const provider = (await connector?.getProvider()) as Eip1193 | undefined;
  if (!provider) throw new ChainFlowError("Connect your wallet first.");
  const params = [{ chainId: numberToHex(chainId) }];
  try {
    await provider.request({ method: "wallet_switchEthereumChain", params });
  } catch (error) {
    if (!needsAddChain(error)) throw error;
    await provider.request({
      method: "wallet_addEthereumChain",
      params: [addChainParameter(chainId, localChainRpcUrl)],
    });
    // Most wallets switch as part of adding; asking again is harmless and covers those that do not.
    await provider.request({ method: "wallet_switchEthereumChain", params });
  }
}
