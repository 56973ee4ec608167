import { formatDateRange, formatDateTime, formatNumber, objectiveDisplay, type ObjectiveTemplate } from "@questhq/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { notify } from "@/lib/toast";
import { ObjectiveForm, TemplatePicker } from "@/features/mission-wizard";
import { formatHq } from "@/features/staking/index";
import {
  addChallenge,
  getSaga,
  operatorKeys,
  payoutSaga,
  previewSettlement,
  removeChallenge,
  settleSaga,
  type OperatorSagaDetail,
} from "./operator-api";

/**
 * One Saga in the operator area: its weeks and their challenges (the mission objective forms), preview and
 * settlement.
 */
export function SagaEditor({ sagaId }: { sagaId: string }) {
  const detail = useQuery({ queryKey: operatorKeys.detail(sagaId), queryFn: () => getSaga(sagaId) });
  if (detail.isPending) return <Skeleton className="h-64 w-full" />;
  if (detail.isError)
    return (
      <ErrorState title="The Saga could not be loaded" error={detail.error} onRetry={() => void detail.refetch()} />
    );
  return (
    <div className="space-y-6">
      <Settlement saga={detail.data} />
      {detail.data.weeks.map((w) => (
        <WeekCard key={w.id} sagaId={sagaId} week={w} />
      ))}
    </div>
  );
}

function WeekCard({ sagaId, week }: { sagaId: string; week: OperatorSagaDetail["weeks"][number] }) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<ObjectiveTemplate | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: operatorKeys.detail(sagaId) });
  const remove = useMutation({
    mutationFn: removeChallenge,
    onSuccess: () => void refresh(),
    onError: (error) => notify.error(errorMessage(error)),
  });
  const dates = formatDateRange(new Date(week.starts_at), new Date(week.ends_at));
  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">
          {week.title === `Week ${week.number}` ? week.title : `Week ${week.number}: ${week.title}`}
        </h3>
        <span className="text-xs text-muted">{dates}</span>
      </div>
      {week.challenges.length === 0 ? (
        <p className="text-sm text-muted">No challenges yet. Stars need at least 3.</p>
      ) : null}
      <ul className="divide-y divide-line rounded-xl border border-line empty:hidden">
        {week.challenges.map((c) => (
          <li key={c.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
            <span className="min-w-0 truncate text-ink">{objectiveDisplay(c.template, c.values).title}</span>
            <span className="flex shrink-0 items-center gap-2 text-xs text-muted">
              {formatNumber(c.credits)} credits
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${objectiveDisplay(c.template, c.values).title}`}
                onClick={() => remove.mutate(c.id)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {picked ? (
        <ObjectiveForm
          missionId=""
          saveTarget={{ save: (body) => addChallenge(week.id, body) }}
          template={picked}
          objective={null}
          onDone={() => {
            setPicked(null);
            setIsAdding(false);
            void refresh();
          }}
          onCancel={() => setPicked(null)}
        />
      ) : isAdding ? (
        <TemplatePicker autoFocus onPick={setPicked} onCancel={() => setIsAdding(false)} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setIsAdding(true)}>
          <Plus className="size-4" aria-hidden />
          Add a challenge
        </Button>
      )}
    </Card>
  );
}

function Settlement({ saga }: { saga: OperatorSagaDetail }) {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const preview = useMutation({
    mutationFn: () => previewSettlement(saga.season.id),
    onError: (e) => notify.error(errorMessage(e)),
  });
  const settle = useMutation({
    mutationFn: () => settleSaga(saga.season.id),
    onSuccess: (r) => {
      notify.success(`Settled: ${formatNumber(r.participant_count)} accounts, table ${r.table_hash.slice(0, 12)}…`);
      setIsConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ["operator"] });
    },
    onError: (e) => {
      setIsConfirming(false);
      notify.error(errorMessage(e));
    },
  });
  const payout = useMutation({
    mutationFn: () => payoutSaga(saga.season.id),
    onSuccess: (r) =>
      notify.success(
        `Paid ${formatNumber(r.paid_now)} rows (${formatNumber(r.paid_total)} in all); ` +
          `${formatNumber(r.payable_left)} left` +
          (r.without_wallet.length ? `, ${formatNumber(r.without_wallet.length)} accounts without a wallet.` : "."),
      ),
    onError: (e) => notify.error(errorMessage(e)),
  });
  const hasEnded = new Date(saga.season.ends_at) <= new Date();
  const p = preview.data;
  return (
    <Card className="space-y-3 p-5 text-sm">
      <h3 className="font-semibold text-ink">Settlement</h3>
      <p className="text-muted">
        Pool {formatHq(BigInt(saga.season.hq_pool))} $HQ.{" "}
        {hasEnded
          ? "The Saga has ended."
          : `It can be settled once it ends (${formatDateTime(new Date(saga.season.ends_at))}).`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" isLoading={preview.isPending} onClick={() => preview.mutate()}>
          Preview the table
        </Button>
        <Button size="sm" disabled={!hasEnded} onClick={() => setIsConfirming(true)}>
          Settle now
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!hasEnded}
          isLoading={payout.isPending}
          onClick={() => payout.mutate()}
        >
          Pay out settled rows
        </Button>
      </div>
      {p ? (
        <div className="space-y-1 rounded-lg bg-surface-2 p-3">
          <p className="text-ink">
            {formatNumber(p.participant_count)} accounts · {p.total_boosted} boosted credits · vault {p.vault_bps / 100}
            %
          </p>
          <p className="break-all font-mono text-xs text-muted">hash {p.table_hash}</p>
          <ol className="text-xs text-muted">
            {p.top.map((r) => (
              <li key={r.account}>
                {r.account}: {r.boosted_credits} boosted → {formatHq(BigInt(r.amount))} $HQ
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Settle this Saga?"
        description={
          "Everyone's boosted credits are frozen and the allocation table is published. This cannot be undone."
        }
        confirmLabel="Settle"
        onConfirm={() => settle.mutate()}
        isPending={settle.isPending}
      />
    </Card>
  );
}
