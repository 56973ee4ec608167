import type { MissionView, RewardView } from "@questhq/core";
import { Coins } from "lucide-react";
import { lazy, Suspense } from "react";
import type { Address } from "viem";
import { Card, CardHeading } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useParticipant } from "../participation/use-participant";

// wagmi, viem and the vesting ABI load only for a winner of a token mission.
const ClaimPanel = lazy(() => import("./claim-panel").then((m) => ({ default: m.ClaimPanel })));

/** Token rewards: the winners' claim from the mission's vesting contract; others see who can claim. */
export function ClaimSection({ mission, reward }: { mission: MissionView; reward: RewardView }) {
  const { participant, isSignedIn } = useParticipant(mission.id);
  const contract = reward.contract_address as Address | null;
  const isWinner = participant?.status === "Selected";
  return (
    <Card role="region" aria-labelledby="claim-title" className="space-y-4">
      <CardHeading id="claim-title" icon={Coins} iconClassName="text-warning">
        Claim tokens
      </CardHeading>
      {!contract || !reward.token_allocation ? (
        <p role="status" className="text-sm text-muted">
          Claims open once the organizer has set up the reward's vesting contract.
        </p>
      ) : isWinner ? (
        <Suspense
          fallback={
            <div className="flex justify-center py-4">
              <Spinner label="Loading the claim" className="text-brand" />
            </div>
          }
        >
          <ClaimPanel mission={mission} reward={reward} contract={contract} />
        </Suspense>
      ) : (
        <p role="status" className="text-sm text-muted">
          {isSignedIn
            ? "Only this mission's winners can claim its tokens."
            : "Winners sign in to claim their tokens here."}
        </p>
      )}
    </Card>
  );
}
