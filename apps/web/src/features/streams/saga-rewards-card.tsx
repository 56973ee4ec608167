import { sagaStreamAt, SAGA_MESSAGES, type SagaStreamView } from "@questhq/core";
import { Gift, Info } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { lazyWhenOpen } from "@/components/ui/lazy-when-open";
import { Skeleton } from "@/components/ui/skeleton";
import { formatHq } from "@/features/staking/index";
import { useSagaStreams } from "./use-saga-streams";
import { useNowSeconds } from "./use-now-seconds";

const SagaRewardsModal = lazyWhenOpen(() => import("./saga-rewards-modal").then((m) => m.SagaRewardsModal));
const VaultWithdrawalModal = lazyWhenOpen(() => import("./vault-withdrawal-modal").then((m) => m.VaultWithdrawalModal));
const AirstreamLearnMore = lazyWhenOpen(() => import("./airstream-learn-more").then((m) => m.AirstreamLearnMore));

/**
 * The dashboard's entry to Saga rewards (docs/product/streams.md#saga-rewards): what the user's streams hold, a live
 * claimable figure, and the Saga Zero / Saga rewards modals and the airstreamLearnMore drawer.
 */
export function SagaRewardsCard() {
  const { streams, list } = useSagaStreams();
  const [open, setOpen] = useState<"zero" | "saga" | null>(null);
  const [isLearnOpen, setIsLearnOpen] = useState(false);
  const [vaultStream, setVaultStream] = useState<SagaStreamView | null>(null);

  if (streams.isPending) return <Skeleton className="h-32 w-full" />;
  const zero = list.filter((s) => s.saga === null);
  const paid = list.filter((s) => s.saga !== null);
  const vaults = list.reduce((sum, s) => sum + BigInt(s.claimableVault), 0n);

  return (
    <Card role="region" aria-labelledby="saga-rewards-title" className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Gift className="size-5 text-accent" aria-hidden />
          <h2 id="saga-rewards-title" className="text-lg font-semibold text-ink">
            Saga rewards
          </h2>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setIsLearnOpen(true)} aria-haspopup="dialog">
          <Info className="size-4" aria-hidden />
          Stream, bonus pool and vault
        </Button>
      </div>
      {streams.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          {SAGA_MESSAGES.fetchStreams}
          <Button variant="secondary" size="sm" onClick={() => void streams.refetch()}>
            Try again
          </Button>
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">
          When a Saga ends, your $HQ arrives here as a 12-month stream you can claim from at any time, plus a vault.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl border border-line bg-surface-2 px-3 py-2">
              <dt className="text-xs text-muted">Claimable stream</dt>
              <ClaimableTotal streams={list} />
            </div>
            <div className="rounded-xl border border-line bg-surface-2 px-3 py-2">
              <dt className="text-xs text-muted">Vault</dt>
              <dd className="font-mono text-lg font-semibold text-ink">{formatHq(vaults)} $HQ</dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            {zero.length ? <Button onClick={() => setOpen("zero")}>Saga Zero rewards</Button> : null}
            {paid.length ? (
              <Button variant={zero.length ? "secondary" : "primary"} onClick={() => setOpen("saga")}>
                Saga rewards
              </Button>
            ) : null}
          </div>
        </>
      )}
      <SagaRewardsModal
        open={open !== null}
        onOpenChange={(isOpen: boolean) => !isOpen && setOpen(null)}
        kind={open ?? "zero"}
        onLearnMore={() => {
          setOpen(null);
          setIsLearnOpen(true);
        }}
        onWithdrawVault={(stream: SagaStreamView) => {
          setOpen(null);
          setVaultStream(stream);
        }}
      />
      <VaultWithdrawalModal
        open={vaultStream !== null}
        onOpenChange={(isOpen: boolean) => !isOpen && setVaultStream(null)}
        stream={vaultStream}
      />
      <AirstreamLearnMore
        open={isLearnOpen}
        onOpenChange={setIsLearnOpen}
        stream={list.find((s) => !s.canceled) ?? list[0] ?? null}
      />
    </Card>
  );
}

/** The one figure that ticks: kept in its own component so the clock re-renders nothing else on the card. */
function ClaimableTotal({ streams }: { streams: SagaStreamView[] }) {
  const now = useNowSeconds();
  const claimable = streams.reduce((sum, s) => sum + BigInt(sagaStreamAt(s, now).claimableStream), 0n);
  return (
    <dd className="font-mono text-lg font-semibold text-ink" aria-live="off">
      {formatHq(claimable)} $HQ
    </dd>
  );
}
