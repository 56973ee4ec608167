import { formatBooster, formatDateRange, formatNumber, SAGA_MESSAGES, type SagaOverview } from "@questhq/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CheckCircle2, Circle, Info } from "lucide-react";
import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { lazyWhenOpen } from "@/components/ui/lazy-when-open";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { notify } from "@/lib/toast";
import { formatHq } from "@/features/staking/index";
import { completeOnboarding, overviewQuery, sagaKeys } from "./sagas-api";
import { SagaLeaderboard } from "./saga-leaderboard";
import { SagaRewardsCard } from "@/features/streams/index";
import { cn } from "@/lib/cn";

const LearnMoreDrawer = lazyWhenOpen(() => import("./learn-more-drawer").then((m) => m.LearnMoreDrawer));

/** The dashboard's Saga tab: the user's Saga rewards (streams and vaults), then the running Saga. */
export function SagaTab() {
  return (
    <div className="space-y-6">
      <SagaRewardsCard />
      <SagaOverviewPanel />
    </div>
  );
}

/** Every term of the user's boosted credits, rank, estimated $HQ, onboarding, settlement. */
function SagaOverviewPanel() {
  const overview = useQuery(overviewQuery);
  const [isLearnOpen, setIsLearnOpen] = useState(false);
  if (overview.isPending) return <Skeleton className="h-96 w-full" />;
  if (overview.isError) {
    const none = overview.error instanceof ApiError && overview.error.status === 404;
    return (
      <ErrorState
        title={none ? SAGA_MESSAGES.noActiveSaga : SAGA_MESSAGES.fetchSaga}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const o = overview.data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="space-y-4">
        <Card className="space-y-4 p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-xl font-semibold text-ink">{o.season.name}</h2>
            <p className="text-sm text-muted">
              {formatDateRange(new Date(o.season.starts_at), new Date(o.season.ends_at))} · pool{" "}
              {formatHq(BigInt(o.season.hq_pool))} $HQ
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Credits" value={formatNumber(o.credits)} />
            <Figure label="Total booster" value={`+${formatBooster(o.boosters.total_hundredths)}`} />
            <Figure label="Boosted credits" value={formatNumber(o.boosted_credits)} strong />
            <Figure label="Rank" value={o.rank ? `#${formatNumber(o.rank)} of ${formatNumber(o.participants)}` : "—"} />
          </dl>
          <Boosters o={o} />
          <p className="rounded-lg bg-surface-2 px-3 py-2 font-mono text-xs text-ink">
            {formatNumber(o.credits)} × (1 + {formatBooster(o.boosters.total_hundredths)}) ={" "}
            {formatNumber(o.boosted_credits)} boosted credits
          </p>
          <div
            className={cn(
              "flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent/30 bg-accent/10 px-4",
              "py-3",
            )}
          >
            <div>
              <p className="text-xs text-muted">
                {o.allocation ? "Your allocation" : "Estimated $HQ if the Saga ended now"}
              </p>
              <p className="text-lg font-semibold text-ink">{formatHq(BigInt(o.estimated_hq))} $HQ</p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setIsLearnOpen(true)} aria-haspopup="dialog">
              <Info className="size-4" aria-hidden />
              How it works
            </Button>
          </div>
        </Card>
        <Settlement o={o} />
        <section aria-labelledby="leaderboard-title" className="space-y-3">
          <h2 id="leaderboard-title" className="font-semibold text-ink">
            Leaderboard
          </h2>
          <SagaLeaderboard slug={o.season.slug} hasEnded={o.settlement.status !== "open"} />
        </section>
      </div>
      <Onboarding o={o} />
      <LearnMoreDrawer
        open={isLearnOpen}
        onOpenChange={setIsLearnOpen}
        mine={{ credits: o.credits, boosters: o.boosters, boosted: o.boosted_credits }}
      />
    </div>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={strong ? "text-lg font-semibold text-brand" : "text-lg font-semibold text-ink"}>{value}</dd>
    </div>
  );
}

function Boosters({ o }: { o: SagaOverview }) {
  const b = o.boosters;
  const capped = b.membership_accrued_hundredths > b.membership_hundredths;
  const rows = [
    { label: "Weekly stars", value: b.stars_hundredths, note: "added each week you reach a star" },
    {
      label: "Membership NFTs held",
      value: b.membership_hundredths,
      note: capped
        ? `capped at 100 (earned ${formatBooster(b.membership_accrued_hundredths)})`
        : "weekly, after onboarding; up to 100",
    },
    { label: "Staked NFTs", value: b.staked_nft_hundredths, note: "daily while staked" },
  ];
  return (
    <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Boosters by source">
      {rows.map((r) => (
        <li key={r.label} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
          <span>
            <span className="block text-ink">{r.label}</span>
            <span className="block text-xs text-muted">{r.note}</span>
          </span>
          <span className="font-mono font-medium text-accent">+{formatBooster(r.value)}</span>
        </li>
      ))}
    </ul>
  );
}

function Settlement({ o }: { o: SagaOverview }) {
  const s = o.settlement;
  const text =
    s.status === "open"
      ? "Running. When it ends, everyone's boosted credits are frozen and the pool is split; the table is published " +
        "before any payout."
      : s.status === "ended"
        ? "Ended. The settlement is being prepared."
        : `Settled: the allocation table of ${formatNumber(s.participant_count ?? 0)} accounts is published.`;
  return (
    <Card className="space-y-2 p-5 text-sm">
      <h2 className="font-semibold text-ink">Settlement</h2>
      <p className="text-muted">{text}</p>
      {s.table_hash ? <p className="break-all font-mono text-xs text-ink">Table hash {s.table_hash}</p> : null}
      {o.allocation ? (
        <p className="text-ink">
          Account {o.allocation.account} (row {formatNumber(o.allocation.position + 1)}):{" "}
          {formatHq(BigInt(o.allocation.amount))} $HQ, of which {formatHq(BigInt(o.allocation.vault_amount))} in the
          vault and {formatHq(BigInt(o.allocation.stream_amount))} streamed over 12 months.
          {o.allocation.stream_id ? ` Paid: stream #${o.allocation.stream_id}.` : " Not paid out yet."}
        </p>
      ) : null}
      <a href="/docs/sagas" className="inline-block font-medium text-brand underline-offset-4 hover:underline">
        How settlement is checked
      </a>
    </Card>
  );
}

const STEPS = [
  { key: "wallet", label: "Link a wallet", to: "/settings" },
  { key: "twitter", label: "Link your X account", to: "/settings" },
  { key: "challenge", label: "Complete one weekly challenge", to: "/dashboard" },
] as const;

function Onboarding({ o }: { o: SagaOverview }) {
  const queryClient = useQueryClient();
  const finish = useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => {
      notify.success("Saga onboarding complete: your membership NFTs now boost your credits every week.");
      void queryClient.invalidateQueries({ queryKey: sagaKeys.all });
    },
    onError: (error) => notify.error(error instanceof ApiError ? error.message : SAGA_MESSAGES.fetchSaga),
  });
  const steps = o.onboarding.steps;
  const isReady = STEPS.every((s) => steps[s.key]);
  return (
    <Card className="h-fit space-y-3 p-5">
      <h2 className="font-semibold text-ink">Saga onboarding</h2>
      {o.onboarding.completed_at ? (
        <p className="flex items-center gap-2 text-sm text-success">
          <CheckCircle2 className="size-4" aria-hidden />
          Done. Membership NFTs in your wallets add to your booster every week.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">Finish these three steps to start earning the weekly membership booster.</p>
          <ul className="space-y-2">
            {STEPS.map((s) => (
              <li key={s.key} className="flex items-center gap-2 text-sm">
                {steps[s.key] ? (
                  <CheckCircle2 className="size-4 text-success" aria-label="Done" />
                ) : (
                  <Circle className="size-4 text-faint" aria-label="To do" />
                )}
                {steps[s.key] ? (
                  <span className="text-ink">{s.label}</span>
                ) : s.key === "challenge" ? (
                  <Link
                    to="/dashboard"
                    search={{ tab: "challenges" }}
                    className="text-brand underline-offset-4 hover:underline"
                  >
                    {s.label}
                  </Link>
                ) : (
                  <Link to={s.to} className="text-brand underline-offset-4 hover:underline">
                    {s.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <Button className="w-full" disabled={!isReady} isLoading={finish.isPending} onClick={() => finish.mutate()}>
            Complete onboarding
          </Button>
        </>
      )}
      <Link to="/sagas/$slug" params={{ slug: o.season.slug }} className={buttonClass("secondary", "sm", "w-full")}>
        Saga page and published table
      </Link>
    </Card>
  );
}
