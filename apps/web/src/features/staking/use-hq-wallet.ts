import { erc20Abi, type Address } from "viem";
import { useReadContract } from "wagmi";
import type { AppChainId } from "./stake-chain";

type Args = { chainId: AppChainId; account: Address; token: Address; spender: Address };

/**
 * The wallet's $HQ balance and its allowance for the staking contract, read on chain: the server
 * only knows what the indexer saw, and the balance caps the deposit (docs/product/staking.md#amount-rules).
 */
export function useHqWallet({ chainId, account, token, spender }: Args) {
  const balance = useReadContract({
    chainId,
    address: token,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [account],
  });
  const allowance = useReadContract({
    chainId,
    address: token,
    abi: erc20Abi,
    functionName: "allowance",
    args: [account, spender],
  });
  return {
    balance: balance.data,
    allowance: allowance.data,
    isLoading: balance.isPending || allowance.isPending,
    error: balance.error ?? allowance.error,
    refetch: async () => {
      await Promise.all([balance.refetch(), allowance.refetch()]);
    },
  };
}
