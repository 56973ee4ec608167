import {
  PARTICIPATION_TOASTS,
  SKIP_OBJECTIVES_SUMMARY_HQ,
  skipCost,
  skippedMessage,
  type ObjectiveView,
  type ParticipantView,
} from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SkipForward } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/lib/toast";
import { ProviderIcon } from "../shared/provider-icon";
import { InsufficientBalanceView, type Shortfall } from "./insufficient-balance";
import { insufficientFields, participationKeys, skipTwitterObjectives } from "./participation-api";

const hq = (n: number) => `${n.toLocaleString("en-US")} $HQ`;

type Props = {
  missionId: string;
  /** The user's incomplete Twitter objectives. */
  objectives: ObjectiveView[];
  participant: ParticipantView;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** §2 "Skip-objectives modal": the incomplete Twitter objectives, skipped for skipCost(n) $HQ. */
export function SkipObjectivesModal({ missionId, objectives, participant, open, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const [serverShortfall, setServerShortfall] = useState<Shortfall | null>(null);
  const count = objectives.length;
  const total = skipCost(count);
  const available = participant.available_tokens;
  const shortfall = serverShortfall ?? (total > available ? { cost: total, balance: available, need: total - available } : null);

  const skip = useMutation({
    mutationFn: () => skipTwitterObjectives(missionId),
    onSuccess: (result) => {
      queryClient.setQueryData(participationKeys.participant(missionId), result.participant);
      void queryClient.invalidateQueries({ queryKey: ["points"] });
      notify.success(skippedMessage(result.objectives_skipped));
      onOpenChange(false);
    },
    onError: (error) => {
      const fields = insufficientFields(error, { cost: total, balance: available });
      if (fields) setServerShortfall(fields);
      else notify.error(PARTICIPATION_TOASTS.skipFailed);
    },
  });

  function change(next: boolean) {
    if (!next) setServerShortfall(null);
    onOpenChange(next);
  }

  return (
    <Modal
      open={open}
      onOpenChange={change}
      title="Skip objectives"
      description={`Skip your remaining Twitter objectives for ${hq(skipCost(1))} each. They count as completed.`}
    >
      <div className="space-y-5">
        {count === 0 ? (
          <p className="text-sm text-muted">You have no Twitter objectives left to skip.</p>
        ) : (
          <ul aria-label="Objectives to skip" className="divide-y divide-line rounded-xl border border-line bg-surface-2">
            {objectives.map((o) => (
              <li key={o.id} className="flex items-center gap-3 px-4 py-2.5 text-sm">
                <ProviderIcon provider={o.provider} className="size-4" />
                <span className="min-w-0 flex-1 truncate text-ink">{o.title}</span>
                <span className="shrink-0 font-mono text-xs text-muted">{hq(skipCost(1))}</span>
              </li>
            ))}
          </ul>
        )}
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Price</dt>
            <dd className="font-mono font-semibold text-ink">{hq(total)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Available</dt>
            <dd className="font-mono text-ink">{hq(available)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-2">
            <dt className="text-muted">Summary</dt>
            <dd className="font-mono text-muted">{hq(SKIP_OBJECTIVES_SUMMARY_HQ)}</dd>
          </div>
        </dl>
        {shortfall ? <InsufficientBalanceView {...shortfall} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button onClick={() => skip.mutate()} isLoading={skip.isPending} disabled={count === 0 || shortfall !== null}>
            {skip.isPending ? null : <SkipForward className="size-4" aria-hidden />}
            Skip for {hq(total)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
