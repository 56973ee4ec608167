import { getChainById, type MissionView, type ObjectiveView, type RewardView } from "@questhq/core";
import { CheckCircle2, ExternalLink, Rocket } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Spinner } from "@/components/ui/spinner";
import { useExplorer } from "@/features/config/index";
import type { DeployTarget } from "./deploy-mint-panel";

// wagmi, viem and the contract's bytecode load only when an organizer starts a deployment.
const DeployMintPanel = lazy(() => import("./deploy-mint-panel").then((m) => ({ default: m.DeployMintPanel })));

const chainLabel = (chainId: number) => getChainById(chainId)?.name ?? `chain ${chainId}`;

const str = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** NFT-mint rewards and onchain_mint objectives whose contract still has to be deployed. */
export function pendingMintContracts(objectives: ObjectiveView[], reward: RewardView | null): DeployTarget[] {
  const targets: DeployTarget[] = [];
  if (reward?.kind === "nft_mint" && !reward.contract_address && reward.blockchain_chain_id > 0) {
    targets.push({
      kind: "reward",
      id: reward.id,
      chainId: reward.blockchain_chain_id,
      label: reward.title,
      defaults: { name: reward.title, symbol: "", price: "0", maxSupply: String(reward.number_of_winners ?? 10_000) },
    });
  }
  for (const o of objectives) {
    const v = o.values ?? {};
    if (o.template !== "onchain_mint" || str(v.contract_address) || !(Number(v.blockchain) > 0)) continue;
    targets.push({
      kind: "objective",
      id: o.id,
      chainId: Number(v.blockchain),
      label: str(v.title) || "Mint objective",
      defaults: {
        name: str(v.nft_name) || str(v.title),
        symbol: str(v.nft_symbol),
        price: str(v.nft_price) || "0",
        maxSupply: str(v.max_supply) || "10000",
      },
    });
  }
  return targets;
}

/**
 * The wizard's review step lists every mint contract still pending and lets the organizer deploy it from their own
 * wallet on the mission's chain; until then the mint (or the onchain_mint objective) cannot be used.
 */
export function MintDeployments({ mission, targets }: { mission: MissionView; targets: DeployTarget[] }) {
  const [open, setOpen] = useState<string | null>(null);
  // Contracts deployed from this page: the organizer sees where each one lives before the pending list moves on.
  const [deployed, setDeployed] = useState<DeployedContract[]>([]);
  const pending = targets.filter((t) => !deployed.some((d) => d.id === t.id));
  if (pending.length === 0 && deployed.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="mint-deployments-title" className="space-y-4">
      <div className="flex items-center gap-2">
        <Rocket className="size-5 text-accent" aria-hidden />
        <h2 id="mint-deployments-title" className="text-lg font-semibold text-ink">
          {pending.length > 0 ? "NFT contracts to deploy" : "NFT contracts deployed"}
        </h2>
      </div>
      {pending.length > 0 ? (
        <p className="text-sm text-muted">
          Deploy each contract from your wallet. The platform's signer permits the mints; the mint price goes to your
          wallet and the chain's flat fee to the platform.
        </p>
      ) : null}
      {deployed.length > 0 ? (
        <ul className="space-y-3" aria-label="Deployed contracts">
          {deployed.map((d) => (
            <li key={d.id}>
              <DeployedNotice contract={d} />
            </li>
          ))}
        </ul>
      ) : null}
      {pending.length > 0 ? (
        <ul className="space-y-3">
          {pending.map((target) => (
            <li
              key={`${target.kind}-${target.id}`}
              className="space-y-3 rounded-xl border border-line bg-surface-2 p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium text-ink">{target.label}</p>
                  <p className="text-xs text-muted">
                    {target.kind === "reward" ? "Reward mint" : "onchain_mint objective"} · pending deployment
                  </p>
                </div>
                {open !== target.id ? (
                  <Button size="sm" onClick={() => setOpen(target.id)}>
                    Deploy contract
                  </Button>
                ) : null}
              </div>
              {open === target.id ? (
                <Suspense
                  fallback={
                    <div className="flex justify-center py-3">
                      <Spinner label="Loading wallet" className="text-brand" />
                    </div>
                  }
                >
                  <DeployMintPanel
                    mission={mission}
                    target={target}
                    onDone={(address) => {
                      setOpen(null);
                      setDeployed((list) => [...list, { ...target, address }]);
                    }}
                  />
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

type DeployedContract = DeployTarget & { address: string };

function DeployedNotice({ contract }: { contract: DeployedContract }) {
  const explorer = useExplorer().account(contract.chainId, contract.address);
  return (
    <div role="status" className="space-y-2 rounded-xl border border-success/40 bg-success/10 p-4 text-sm">
      <p className="flex items-center gap-2 font-medium text-ink">
        <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
        {contract.label}: contract deployed on {chainLabel(contract.chainId)}
      </p>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: e2e onchain-rewards finds the address by this name */}
      <p className="font-mono text-xs break-all text-ink" aria-label="Contract address">
        {contract.address}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton value={contract.address} label="Copy address" />
        {explorer ? (
          <a
            href={explorer}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand hover:underline"
          >
            View on explorer
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">(opens the {chainLabel(contract.chainId)} explorer)</span>
          </a>
        ) : (
          <span className="text-xs text-muted">{chainLabel(contract.chainId)} has no public explorer.</span>
        )}
      </div>
    </div>
  );
}
