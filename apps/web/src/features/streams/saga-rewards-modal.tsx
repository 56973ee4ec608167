import { claimableNow, formatDateTime } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { formatHq } from "@/features/staking/stake-amount";
import { useMe } from "@/features/users/queries";
import { streamLike } from "./saga-rewards-card";
import { streamsQuery, subgraphStreamsQuery, type StreamView } from "./streams-api";
import { useNowSeconds } from "./use-now-seconds";

// The wallet half (claim the stream, withdraw the vault) loads with wagmi only when the user acts.
const StreamActions = lazy(() => import("./stream-actions").then((m) => ({ default: m.StreamActions })));

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: "zero" | "saga";
  onLearnMore: () => void;
  onWithdrawVault: (stream: StreamView) => void;
};

const STATUS_LABELS: Record<string, string> = {
  Streaming: "Streaming",
  Scheduled: "Not started",
  Completed: "Completed",
  Cancelled: "Cancelled (vault withdrawn)",
  Pending_Cancelled: "Vault withdrawal confirming",
};

/** §2 Saga zero and Saga rewards modals: each stream's §3 Saga rewards, live, with its claims. */
export function SagaRewardsModal({ open, onOpenChange, kind, onLearnMore, onWithdrawVault }: Props) {
  const streams = useQuery({ ...streamsQuery, enabled: open });
  const me = useMe();
  const primary = me.data?.wallets.find((w) => w.isPrimary) ?? me.data?.wallets[0];
  // The subgraph's records (by lowercase recipient) give each stream's history: what was withdrawn and when it ended.
  const history = useQuery({ ...subgraphStreamsQuery(primary?.address ?? ""), enabled: open && Boolean(primary) });
  const list = (streams.data?.streams ?? []).filter((s) => (kind === "zero" ? s.saga === null : s.saga !== null));

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={kind === "zero" ? "Saga Zero rewards" : "Saga rewards"}
      description="Your $HQ streams by the second for 12 months; claim what has streamed at any time, without penalty."
      widthClassName="w-[95vw] max-w-2xl"
    >
      <div className="space-y-4">
        {streams.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading your streams" className="text-brand" />
          </div>
        ) : streams.isError ? (
          <p role="alert" className="text-sm text-danger">
            {streams.error.message}
          </p>
        ) : list.length === 0 ? (
          <p role="status" className="text-sm text-muted">
            No streams here yet.
          </p>
        ) : (
          list.map((s) => (
            <StreamRewards
              key={s.id}
              stream={s}
              withdrawnOnChain={history.data?.find((h) => h.id.endsWith(`-${s.stream_id}`))?.withdrawnAmount}
              onWithdrawVault={() => onWithdrawVault(s)}
            />
          ))
        )}
        <Button variant="ghost" size="sm" onClick={onLearnMore} aria-haspopup="dialog">
          <Info className="size-4" aria-hidden />
          How the stream and the vault work
        </Button>
      </div>
    </Modal>
  );
}

function StreamRewards({
  stream,
  withdrawnOnChain,
  onWithdrawVault,
}: {
  stream: StreamView;
  withdrawnOnChain: string | undefined;
  onWithdrawVault: () => void;
}) {
  const now = useNowSeconds();
  const [isActing, setIsActing] = useState(false);
  const live = claimableNow(streamLike(stream), now);
  const rows: [string, string][] = [
    ["Total rewards", `${formatHq(BigInt(stream.totalRewards))} $HQ`],
    ["Stream", `${formatHq(BigInt(stream.streamedAmount))} $HQ`],
    ["Vault", `${formatHq(BigInt(stream.vaultAmount))} $HQ`],
    ["Claimed", `${formatHq(BigInt(stream.claimedAmount))} $HQ`],
    ["Claimable stream", `${formatHq(live)} $HQ`],
    ["Claimable vault", `${formatHq(BigInt(stream.claimableVault))} $HQ`],
    ["Status", STATUS_LABELS[stream.status] ?? stream.status],
    ["Vesting ends", formatDateTime(new Date(stream.vestingEnds * 1000))],
  ];
  return (
    <section
      aria-label={`Stream #${stream.stream_id}`}
      className="space-y-3 rounded-xl border border-line bg-surface-2 p-4"
    >
      <h3 className="font-semibold text-ink">
        {stream.saga?.name ?? "Saga Zero"} · stream #{stream.stream_id}
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {withdrawnOnChain !== undefined ? (
        <p className="text-xs text-muted">
          Withdrawn from the stream so far: {formatHq(BigInt(withdrawnOnChain))} $HQ.
        </p>
      ) : null}
      {isActing ? (
        <Suspense fallback={<Spinner label="Loading wallet" className="text-brand" />}>
          <StreamActions stream={stream} onWithdrawVault={onWithdrawVault} />
        </Suspense>
      ) : (
        <Button onClick={() => setIsActing(true)} disabled={live === 0n && stream.claimableVault === "0"}>
          Claim
        </Button>
      )}
    </section>
  );
}
