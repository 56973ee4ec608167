import { userStatusLabel, type MissionView, type ParticipantView, type RewardView } from "@questhq/core";
import { ListChecks, Trophy } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Drawer } from "@/components/ui/drawer";
import { RichHtml } from "@/features/mission-shared";
import { cn } from "@/lib/cn";

const TONES: Record<ParticipantView["status"], BadgeTone> = {
  "Not Started": "neutral",
  Started: "accent",
  CompletedObjectives: "accent",
  Completed: "success",
  Entered: "brand",
  Selected: "success",
};

/**
 * The participant status labels (docs/product/missions.md#participant-status); a winner sees an animated "Winner" and
 * the way to the next steps.
 */
export function UserStatus({
  mission,
  participant,
  reward,
}: {
  mission: MissionView;
  participant: ParticipantView;
  reward: RewardView | null;
}) {
  const [isNextStepsOpen, setIsNextStepsOpen] = useState(false);
  const label = userStatusLabel(participant.status, mission.status);

  if (participant.status === "Selected") {
    return (
      <div className="space-y-3">
        <div
          role="status"
          className={cn(
            "relative flex items-center gap-3 overflow-hidden rounded-xl border border-success/40 bg-success/10",
            "px-4 py-3",
          )}
        >
          <span className="relative grid size-10 shrink-0 place-items-center">
            {/* The glow pulses only for people who have not asked for reduced motion. */}
            <span aria-hidden className="absolute inset-0 rounded-full bg-success/30 motion-safe:animate-ping" />
            <span className="relative grid size-10 place-items-center rounded-full bg-success/20 text-success">
              <Trophy className="size-5 motion-safe:animate-bounce" aria-hidden />
            </span>
          </span>
          <div>
            <p className="text-xs text-muted">Your status</p>
            <p className="text-lg font-bold text-success">{label}</p>
          </div>
        </div>
        {participant.reward_code ? <RewardCode code={participant.reward_code} /> : null}
        <Button variant="secondary" className="w-full" onClick={() => setIsNextStepsOpen(true)} aria-haspopup="dialog">
          <ListChecks className="size-4" aria-hidden />
          View Winner Next Steps
        </Button>
        <Drawer
          open={isNextStepsOpen}
          onOpenChange={setIsNextStepsOpen}
          title="Winner next steps"
          description={reward ? `What to do next to receive ${reward.title}` : undefined}
          className="max-sm:w-full max-sm:max-w-none sm:max-w-md"
        >
          <div className="space-y-4 p-5">
            {reward ? <p className="text-sm font-semibold text-ink">{reward.title}</p> : null}
            <RichHtml
              html={reward?.winner_next_steps ?? ""}
              empty="The organization has not shared next steps yet. Check back soon."
            />
          </div>
        </Drawer>
      </div>
    );
  }

  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-4 py-2.5">
      <span className="text-sm text-muted">Your status</span>
      <Badge tone={TONES[participant.status]}>{label}</Badge>
    </div>
  );
}

/**
 * The reward code (docs/product/missions.md#reward-codes): the winner's own code for an off-chain reward; only they see
 * it (and the organizer's export).
 */
function RewardCode({ code }: { code: string }) {
  return (
    <div className="space-y-2 rounded-xl border border-line bg-surface-2 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <dl className="min-w-0">
          <dt className="text-xs text-muted">Your reward code</dt>
          <dd className="font-mono text-base font-semibold tracking-wide break-all text-ink">{code}</dd>
        </dl>
        <CopyButton value={code} label="Copy code" />
      </div>
      <p className="text-xs text-muted">
        Only you can see this code. Give it to the organizer when you claim your reward, as the next steps say.
      </p>
    </div>
  );
}
