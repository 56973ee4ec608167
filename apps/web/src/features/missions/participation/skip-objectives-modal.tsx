import {
  PARTICIPATION_TOASTS,
  skippedMessage,
  type ObjectiveView,
  type ParticipantView,
  formatNumber,
} from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SkipForward } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/lib/toast";
import { ProviderIcon } from "@/features/mission-shared";
import { InsufficientBalanceView, type Shortfall } from "./insufficient-balance";
import { participationKeys } from "@/features/mission-shared/index";
import { insufficientFields, skipTwitterObjectives } from "./participation-api";

const hq = (n: number) => `${formatNumber(n)} $HQ`;

type Props = {
  missionId: string;
  /** The user's incomplete Twitter objectives. */
  objectives: ObjectiveView[];
  participant: ParticipantView;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * The skip objectives modal (docs/product/screens.md#skip-objectives): the incomplete Twitter objectives of this
 * mission. The figures are the ones the server charges: its per-objective price (participant.skip_twitter_price) times
 * the objectives listed here.
 */
export function SkipObjectivesModal({ missionId, objectives, participant, open, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const [serverShortfall, setServerShortfall] = useState<Shortfall | null>(null);
  const count = objectives.length;
  const price = participant.skip_twitter_price;
  const total = count * price;
  const available = participant.available_tokens;
  const shortfall =
    serverShortfall ?? (total > available ? { cost: total, balance: available, need: total - available } : null);

  const skip = useMutation({
    mutationFn: () => skipTwitterObjectives(missionId),
    onSuccess: (result) => {
      queryClient.setQueryData(participationKeys.participant(missionId), result.participant);
      void queryClient.invalidateQueries({ queryKey: ["balances"] });
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
      description={
        `Pay ${hq(price)} for each Twitter/X objective you have not done yet and it counts as done. ` +
        "Skipped objectives earn no credits." +
        (participant.skip_discount_percent > 0
          ? ` Your membership takes ${participant.skip_discount_percent}% off.`
          : "")
      }
    >
      <div className="space-y-5">
        {count === 0 ? (
          <p className="text-sm text-muted">You have no Twitter objectives left to skip.</p>
        ) : (
          <ul
            aria-label="Objectives to skip"
            className="divide-y divide-line rounded-xl border border-line bg-surface-2"
          >
            {objectives.map((o) => (
              <li key={o.id} className="flex items-center gap-3 px-4 py-2.5 text-sm">
                <ProviderIcon provider={o.provider} className="size-4" />
                <span className="min-w-0 flex-1 truncate text-ink">{o.title}</span>
                <span className="shrink-0 font-mono text-xs text-muted">{hq(price)}</span>
              </li>
            ))}
          </ul>
        )}
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Price per objective</dt>
            <dd className="font-mono text-ink">{hq(price)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Objectives to skip</dt>
            <dd className="font-mono text-ink">{formatNumber(count)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Your available balance</dt>
            <dd className="font-mono text-ink">{hq(available)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-2">
            <dt className="font-medium text-ink">Total</dt>
            <dd className="font-mono font-semibold text-ink" data-testid="skip-total">
              {hq(total)}
            </dd>
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
