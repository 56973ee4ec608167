import type { RewardView } from "@questhq/core";
import { Gift } from "lucide-react";
import { Card } from "@/components/ui/card";
import { ChainIcon, RichHtml } from "@/features/mission-shared";

const KIND_LABELS: Record<RewardView["kind"], string> = {
  allowlist: "Allowlist",
  raffle: "Raffle",
  nft_mint: "NFT mint",
  token: "Token",
};

/** The reward (docs/product/rewards.md#reward-fields): what winners get, on which chain, and how they are picked. */
export function RewardPanel({ reward }: { reward: RewardView | null }) {
  if (!reward) {
    return (
      <Card aria-labelledby="reward-title" role="region" className="space-y-2">
        <h2 id="reward-title" className="text-lg font-semibold">
          Reward
        </h2>
        <p className="text-sm text-muted">The reward has not been announced yet.</p>
      </Card>
    );
  }
  const rows = [
    { label: "Type", value: KIND_LABELS[reward.kind] },
    { label: "Chain", value: <ChainIcon chainId={reward.blockchain_chain_id} withLabel /> },
    { label: "Selection", value: reward.selection_process === "raffle" ? "Raffle" : "All" },
    { label: "Winners", value: reward.winners_label },
  ];
  return (
    <Card aria-labelledby="reward-title" role="region" className="space-y-4 overflow-hidden">
      <div className="flex items-center gap-2">
        <Gift className="size-5 text-warning" aria-hidden />
        <h2 id="reward-title" className="text-lg font-semibold">
          Reward
        </h2>
      </div>
      {reward.reward_asset ? (
        <div className="overflow-hidden rounded-xl border border-line bg-surface-2">
          {reward.reward_asset_type === "video" ? (
            <video
              src={reward.reward_asset}
              controls
              muted
              playsInline
              preload="metadata"
              className="aspect-square w-full object-cover"
            />
          ) : (
            <img
              src={reward.reward_asset}
              alt={reward.title}
              loading="lazy"
              className="aspect-square w-full object-cover"
            />
          )}
        </div>
      ) : null}
      <h3 className="text-base font-semibold text-ink">{reward.title}</h3>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg border border-line bg-surface-2 px-3 py-2">
            <dt className="text-xs text-muted">{row.label}</dt>
            <dd className="mt-0.5 font-medium text-ink" title={row.label === "Chain" ? reward.chain_label : undefined}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {reward.about ? <RichHtml html={reward.about} /> : null}
    </Card>
  );
}
