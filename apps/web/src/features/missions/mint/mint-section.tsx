import type { MissionView, RewardView } from "@questhq/core";
import { Sparkles } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { Address } from "viem";
import { Button } from "@/components/ui/button";
import { Card, CardHeading } from "@/components/ui/card";
import { Drawer } from "@/components/ui/drawer";
import { Spinner } from "@/components/ui/spinner";
import { ReviewStepLink } from "../page/review-step-link";
import { useMediaQuery } from "../participation/use-media-query";

// wagmi, viem and the NFT ABI load with the panel, only on missions whose reward is minted.
const MintPanel = lazy(() => import("./mint-panel").then((m) => ({ default: m.MintPanel })));

function Loading() {
  return (
    <div className="flex justify-center py-6">
      <Spinner label="Loading the mint" className="text-brand" />
    </div>
  );
}

/**
 * docs/product/rewards.md#nft-mint: the mint panel beside the mission on wide screens, the mint drawer (mobile only) on
 * phones. Shown for NFT-mint rewards; until the organizer deploys the contract it says so instead.
 */
export function MintSection({ mission, reward }: { mission: MissionView; reward: RewardView }) {
  const isWide = useMediaQuery("(min-width: 1024px)");
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const contract = reward.contract_address as Address | null;

  return (
    <Card role="region" aria-labelledby="mint-title" className="space-y-4">
      <CardHeading id="mint-title" icon={Sparkles} iconClassName="text-accent">
        Mint
      </CardHeading>
      {!contract ? (
        <div className="space-y-3">
          <p role="status" className="text-sm text-muted">
            The mint opens once the organizer has deployed the NFT contract.
          </p>
          <ReviewStepLink mission={mission}>Deploy the contract</ReviewStepLink>
        </div>
      ) : isWide ? (
        <Suspense fallback={<Loading />}>
          <MintPanel mission={mission} reward={reward} contract={contract} />
        </Suspense>
      ) : (
        <>
          <p className="text-sm text-muted">Mint {reward.title} to your wallet once your objectives are done.</p>
          <Button className="w-full" onClick={() => setIsDrawerOpen(true)}>
            Open mint
          </Button>
          <Drawer open={isDrawerOpen} onOpenChange={setIsDrawerOpen} title="Mint" description={reward.title}>
            <div className="space-y-4 px-5 py-5">
              <p className="font-medium text-ink">{reward.title}</p>
              <Suspense fallback={<Loading />}>
                <MintPanel mission={mission} reward={reward} contract={contract} />
              </Suspense>
            </div>
          </Drawer>
        </>
      )}
    </Card>
  );
}
