import { countMembershipTokens } from "@questhq/core";
import { Check } from "lucide-react";
import type { Address } from "viem";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { Modal } from "@/components/ui/modal";
import type { AppChainId } from "@/features/staking/index";
import { cn } from "@/lib/cn";
import { boosterText, countsText } from "./nft-holdings";
import { useStakeAllFlow, type StakeAllKind } from "./use-stake-all-flow";

type Props = {
  kind: StakeAllKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chainId: AppChainId;
  account: Address;
  membership: Address;
  nftStaking: Address;
  /** The NFTs this action moves: held ones for a stake, staked ones for an unstake. */
  tokenIds: readonly bigint[];
  /** As last read; the flow reads it again before sending, so a stale value only changes the wording. */
  isApproved: boolean;
  onMined: () => void;
};

const copy = {
  stake: { title: "Stake all NFTs", action: "Stake all", busy: "Staking…" },
  unstake: { title: "Unstake all NFTs", action: "Unstake all", busy: "Unstaking…" },
} as const;

/** The "stake all NFTs" and "unstake all NFTs" modals (docs/product/staking.md#membership-nft-staking). */
export function StakeAllModal({ kind, open, onOpenChange, tokenIds, isApproved, onMined, ...chain }: Props) {
  const flow = useStakeAllFlow({ kind, ...chain, onMined });
  const counts = countMembershipTokens(tokenIds);
  const n = tokenIds.length;
  const nfts = `${n} membership ${n === 1 ? "NFT" : "NFTs"}`;
  const { title, action, busy } = copy[kind];
  const needsApproval = kind === "stake" && !isApproved;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={
        kind === "stake"
          ? `Send the ${nfts} in your primary wallet to the staking contract. ` +
            "They remain yours and come back when you unstake."
          : `Bring your ${nfts} back from the staking contract to your primary wallet.`
      }
    >
      <div className="space-y-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg border border-line bg-surface-2 px-3 py-2">
            <dt className="text-xs text-muted">{kind === "stake" ? "To stake" : "To unstake"}</dt>
            <dd className="mt-0.5 font-medium text-ink">{countsText(counts)}</dd>
          </div>
          <div className="rounded-lg border border-line bg-surface-2 px-3 py-2">
            <dt className="text-xs text-muted">{kind === "stake" ? "Daily booster gained" : "Daily booster lost"}</dt>
            <dd className="mt-0.5 font-mono font-medium text-ink">{boosterText(counts)}</dd>
          </div>
        </dl>
        {needsApproval ? (
          <ol className="space-y-2 text-sm" aria-label="Steps">
            <Step n={1} isActive={flow.step === "approving"} isDone={flow.step === "sending"}>
              Approve the staking contract to move your NFTs (asked once)
            </Step>
            <Step n={2} isActive={flow.step === "sending"} isDone={false}>
              Stake all
            </Step>
          </ol>
        ) : null}
        <Button className="w-full" isLoading={flow.isBusy} disabled={n === 0} onClick={() => void flow.confirm()}>
          {flow.step === "approving" ? "Approving…" : flow.step === "sending" ? busy : action}
        </Button>
        {flow.error ? <ErrorMessage>{flow.error}</ErrorMessage> : null}
      </div>
    </Modal>
  );
}

function Step({ n, isActive, isDone, children }: { n: number; isActive: boolean; isDone: boolean; children: string }) {
  return (
    <li
      aria-current={isActive ? "step" : undefined}
      className={cn("flex items-center gap-2", isActive || isDone ? "text-ink" : "text-muted")}
    >
      <span
        className={cn(
          "grid size-6 shrink-0 place-items-center rounded-full border text-xs",
          isDone
            ? "border-success/40 bg-success/10 text-success"
            : isActive
              ? "border-brand text-brand"
              : "border-line",
        )}
        aria-hidden
      >
        {isDone ? <Check className="size-3.5" /> : n}
      </span>
      {children}
    </li>
  );
}
