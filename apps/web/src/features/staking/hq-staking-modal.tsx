import { ArrowDownToLine, ArrowUpFromLine } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { GASLESS_RATE, stakingFreeEntriesStatement } from "@questhq/core";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/features/session/index";
import { useConfig } from "@/features/config/index";
import { useBalances } from "@/features/users/index";
import { errorMessage } from "@/lib/api";

type Props = { kind: "deposit" | "withdraw"; open: boolean; onOpenChange: (open: boolean) => void };

const copy = {
  deposit: {
    title: "Deposit $HQ",
    icon: ArrowDownToLine,
    lead: "Staked $HQ pays for gasless transactions, extra raffle entries and skipping Twitter/X objectives.",
    // Skipping is live (POST /missions/{id}/skip_twitter); only ecosystem rewards are still to come.
    perks: [
      "Gasless transactions",
      "Extra raffle entries",
      "Skip Twitter/X objectives with $HQ",
      "Ecosystem rewards (coming soon)",
    ],
  },
  withdraw: {
    title: "Withdraw $HQ",
    icon: ArrowUpFromLine,
    lead: "Withdraw your available $HQ back to your wallet.",
    perks: [] as string[],
  },
} as const;

// The shell mounts this modal on every page; wagmi, viem and the ABIs load only when it opens.
const loadPanel = () => import("./staking-panel");
const StakingPanel = lazy(() => loadPanel().then((m) => ({ default: m.StakingPanel })));

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-6">
      <Spinner label={label} className="text-brand" />
    </div>
  );
}

/** Deposit / withdraw $HQ (docs/product/staking.md#deposits-and-withdrawals). */
export function HqStakingModal({ kind, open, onOpenChange }: Props) {
  const { title, icon: Icon, lead, perks } = copy[kind];
  const config = useConfig();
  const session = useSession();
  const balances = useBalances();
  const staking = config.data?.staking;
  // The server counts the stake's free entries from exact base units; it refreshes as a deposit confirms.
  const freeEntries = balances.data?.stake.stakingFreeEntries;

  let body: ReactNode;
  if (config.isPending || session.isPending) body = <Loading label="Loading" />;
  else if (!session.isSignedIn)
    body = (
      <p role="status" className="text-sm text-muted">
        Sign in to deposit or withdraw $HQ.
      </p>
    );
  else if (config.error)
    body = (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(config.error)}
      </p>
    );
  else if (!staking) {
    body = (
      <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
        Staking is not available on this server yet.
      </p>
    );
  } else {
    body = (
      <Suspense fallback={<Loading label="Loading wallet" />}>
        <StakingPanel kind={kind} staking={staking} onClose={() => onOpenChange(false)} />
      </Suspense>
    );
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={lead}>
      <div className="space-y-5">
        {perks.length ? (
          <ul className="grid gap-2 text-sm text-muted sm:grid-cols-2">
            {perks.map((perk) => (
              <li key={perk} className="flex items-center gap-2">
                <Icon className="size-4 shrink-0 text-accent" aria-hidden />
                {perk}
              </li>
            ))}
          </ul>
        ) : null}
        {freeEntries !== undefined ? (
          <div className="space-y-1 text-sm text-muted">
            <p data-testid="staking-free-entries">{stakingFreeEntriesStatement(freeEntries)}</p>
            <p data-testid="staking-gasless">{GASLESS_RATE}</p>
          </div>
        ) : null}
        {body}
      </div>
    </Modal>
  );
}
