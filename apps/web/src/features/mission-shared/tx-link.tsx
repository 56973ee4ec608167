import { getChainById } from "@questhq/core";
import type { Hash } from "viem";
import { useExplorer } from "@/features/config/index";

/**
 * The hash of a chain action (a mint, a claim, a contract deployment), linked to the chain's explorer: the registry's,
 * or the sandbox explorer for the local chain in the demo. Plain text where the chain has none.
 */
export function TxLink({ chainId, hash }: { chainId: number; hash: Hash }) {
  const explorer = useExplorer().tx(chainId, hash);
  const short = `${hash.slice(0, 10)}…${hash.slice(-6)}`;
  const chainName = getChainById(chainId)?.name ?? `chain ${chainId}`;
  return (
    <p className="text-xs text-muted">
      Transaction{" "}
      {explorer ? (
        <a href={explorer} target="_blank" rel="noopener noreferrer" className="font-mono underline">
          {short}
          <span className="sr-only"> (opens the {chainName} explorer)</span>
        </a>
      ) : (
        <span className="font-mono" title={hash}>
          {short}
        </span>
      )}
    </p>
  );
}
