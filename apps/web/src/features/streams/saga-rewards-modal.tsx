import { formatDateTime, sagaStreamAt, type SagaStreamView } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { formatHq } from "@/features/staking/index";
import { useMe } from "@/features/users/index";
import { subgraphStreamsQuery } from "./streams-api";
import { serverVersion, useSagaStreams } from "./use-saga-streams";
import { useNowSeconds } from "./use-now-seconds";

// The wallet half (claim the stream, withdraw the vault) loads with wagmi only when the user acts.
const ClaimStream = lazy(() => import("./claim-stream").then((m) => ({ default: m.ClaimStream })));

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: "zero" | "saga";
  onLearnMore: () => void;
  onWithdrawVault: (stream: SagaStreamView) => void;
};

const STATUS_LABELS: Record<string, string> = {
  Streaming: "Streaming",
  Scheduled: "Not started",
  Completed: "Completed",
  Cancelled: "Cancelled (vault withdrawn)",
  Pending_Cancelled: "Vault withdrawal confirming",
};

/**
 * The Saga Zero and Saga rewards modals: each stream's Saga rewards, live, with its claims
 * (docs/product/streams.md#saga-rewards).
 */
export function SagaRewardsModal({ open, onOpenChange, kind, onLearnMore, onWithdrawVault }: Props) {
  const { streams, list: all } = useSagaStreams(open);
  const me = useMe();
  const primary = me.data?.wallets.find((w) => w.isPrimary) ?? me.data?.wallets[0];
  // The subgraph's records (by lowercase recipient) give each stream's history: what was withdrawn and when it ended.
  const history = useQuery({
    ...subgraphStreamsQuery(primary?.address ?? "", serverVersion(streams.data?.streams)),
    enabled: open && Boolean(primary),
    placeholderData: (previous) => previous,
  });
  const list = all.filter((s) => (kind === "zero" ? s.saga === null : s.saga !== null));

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
  stream: SagaStreamView;
  withdrawnOnChain: string | undefined;
  onWithdrawVault: () => void;
}) {
  const [isActing, setIsActing] = useState(false);
  return (
    <section
      aria-label={`Stream #${stream.stream_id}`}
      className="space-y-3 rounded-xl border border-line bg-surface-2 p-4"
    >
      <h3 className="font-semibold text-ink">
        {stream.saga?.name ?? "Saga Zero"} · stream #{stream.stream_id}
      </h3>
      <StreamFigures stream={stream} />
      {withdrawnOnChain !== undefined ? (
        <p className="text-xs text-muted">
          Withdrawn from the stream so far: {formatHq(BigInt(withdrawnOnChain))} $HQ.
        </p>
      ) : null}
      {isActing ? (
        <Suspense fallback={<Spinner label="Loading wallet" className="text-brand" />}>
          <ClaimStream stream={stream} onWithdrawVault={onWithdrawVault} />
        </Suspense>
      ) : (
        <OpenClaim stream={stream} onOpen={() => setIsActing(true)} />
      )}
    </section>
  );
}

/**
 * The stream's figures at this second (docs/product/streams.md#saga-rewards); the only part of a stream's section the
 * clock re-renders.
 */
function StreamFigures({ stream }: { stream: SagaStreamView }) {
  const live = sagaStreamAt(stream, useNowSeconds());
  const rows: [string, string][] = [
    ["Total rewards", `${formatHq(BigInt(live.totalRewards))} $HQ`],
    ["Stream", `${formatHq(BigInt(live.streamedAmount))} $HQ`],
    ["Vault", `${formatHq(BigInt(live.vaultAmount))} $HQ`],
    ["Claimed", `${formatHq(BigInt(live.claimedAmount))} $HQ`],
    ["Claimable stream", `${formatHq(BigInt(live.claimableStream))} $HQ`],
    ["Claimable vault", `${formatHq(BigInt(live.claimableVault))} $HQ`],
    ["Status", STATUS_LABELS[live.status] ?? live.status],
    ["Vesting ends", formatDateTime(new Date(live.vestingEnds * 1000))],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OpenClaim({ stream, onOpen }: { stream: SagaStreamView; onOpen: () => void }) {
  const live = sagaStreamAt(stream, useNowSeconds());
  return (
    <Button onClick={onOpen} disabled={live.claimableStream === "0" && live.claimableVault === "0"}>
      Claim
    </Button>
  );
}
