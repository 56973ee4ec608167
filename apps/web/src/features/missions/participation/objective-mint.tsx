import { getChainById, type ObjectiveView } from "@questhq/core";
import { Sparkles } from "lucide-react";
import type { Address } from "viem";
import { Button } from "@/components/ui/button";
import { useConfig } from "@/features/config/index";
import { ChainWalletGate } from "@/features/wallet/index";
import { TxConfirmationNotice } from "@/features/wallet/index";
import { ErrorText } from "../mint/mint-panel";
import { formatNative, mintValue, objectiveMintTarget } from "../mint/mint-state";
import { useMintContract } from "../mint/use-mint-contract";
import { useMintTransaction } from "../mint/use-mint-transaction";
import { TxLink } from "@/features/mission-shared";

type Props = { objective: ObjectiveView; disabled: boolean; onMinted: () => void };

/**
 * On-chain objective (docs/product/objectives.md#on-chain-objectives), for onchain_mint: the wallet gate on the
 * objective's chain, then one token minted with the server's permit, exactly as the reward's mint panel does it (shared
 * hooks). Its own chunk: wagmi, viem and the ABI load only when such an objective is opened.
 */
export function ObjectiveMint({ objective, disabled, onMinted }: Props) {
  const target = objectiveMintTarget(objective.values);
  if (!target) {
    return (
      <p role="status" className="text-sm text-muted">
        The NFT contract for this objective is not deployed yet.
      </p>
    );
  }
  return (
    <ChainWalletGate chainId={target.chainId} purpose="Minting">
      {(account) => (
        <MintOne {...target} objective={objective} account={account} disabled={disabled} onMinted={onMinted} />
      )}
    </ChainWalletGate>
  );
}

function MintOne(props: Props & { chainId: number; contract: Address; account: Address }) {
  const { objective, chainId, contract, account, disabled, onMinted } = props;
  const config = useConfig();
  const { reads, price, shownFee, paidFee, isUnreadable } = useMintContract(chainId, contract);
  const tx = useMintTransaction();
  const chainName = getChainById(chainId)?.name ?? `chain ${chainId}`;
  const nftName = typeof objective.values?.nft_name === "string" && objective.values.nft_name.trim();
  const total = price !== undefined ? formatNative(mintValue(1, price, shownFee), chainId) : "…";

  async function mint() {
    if (price === undefined) return;
    const value = mintValue(1, price, paidFee);
    if (!(await tx.mint({ source: { kind: "objective", id: objective.id }, account, count: 1, value }))) return;
    void reads.refetch();
    // The token is in the wallet once the receipt is in: the ordinary Verify completes the objective.
    onMinted();
  }

  return (
    <div className="space-y-3 rounded-xl border border-line bg-surface-2 p-3">
      <p className="text-sm text-ink">
        Mint one {nftName || "NFT"} on {chainName}
        {price !== undefined ? (
          <>
            : {formatNative(price, chainId)} plus the chain fee of {formatNative(shownFee, chainId)}.
          </>
        ) : (
          "."
        )}
      </p>
      {isUnreadable ? (
        <p role="status" className="text-xs text-muted">
          The NFT contract could not be read on {chainName}. Try again in a moment.
        </p>
      ) : null}
      <Button
        className="w-full"
        isLoading={tx.isMinting}
        disabled={disabled || price === undefined}
        onClick={() => void mint()}
      >
        {tx.isMinting ? null : <Sparkles className="size-4" aria-hidden />}
        Mint 1 for {total}
      </Button>
      {tx.isConfirming ? <TxConfirmationNotice /> : null}
      {tx.error ? <ErrorText error={tx.error} docsUrl={config.data?.docsUrl} /> : null}
      {tx.txHash ? <TxLink chainId={chainId} hash={tx.txHash} /> : null}
    </div>
  );
}
