import { ArrowDownToLine, ArrowUpFromLine, Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { usePoints } from "@/features/users/queries";
import { formatAmount } from "@/lib/format";

type Props = { kind: "deposit" | "withdraw"; open: boolean; onOpenChange: (open: boolean) => void };

const copy = {
  deposit: {
    title: "Deposit $HQ",
    icon: ArrowDownToLine,
    lead: "Staked $HQ unlocks gasless transactions and extra raffle entries.",
    perks: [
      "Gasless transactions",
      "Extra raffle entries",
      "Paid skipping of Twitter/X objectives (coming soon)",
      "Ecosystem rewards (coming soon)",
    ],
  },
  withdraw: {
    title: "Withdraw $HQ",
    icon: ArrowUpFromLine,
    lead: "Withdraw your available $HQ back to your wallet on Ethereum.",
    perks: ["Withdraw any available amount", "Signed by the server, confirmed on-chain"],
  },
} as const;

/**
 * Deposit / withdraw $HQ (§2 modal list). The on-chain flow arrives with the
 * staking issue; until then the modal explains what it will do and shows the balance.
 */
export function HqStakingModal({ kind, open, onOpenChange }: Props) {
  const { title, icon: Icon, lead, perks } = copy[kind];
  const points = usePoints();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={lead}>
      <div className="space-y-5">
        <div className="flex items-center justify-between rounded-xl bg-surface-2 px-4 py-3">
          <span className="text-sm text-muted">Available $HQ</span>
          <span className="font-mono text-lg font-semibold">
            {points.data ? formatAmount(points.data.stake.available) : "—"}
          </span>
        </div>
        <ul className="space-y-2 text-sm text-muted">
          {perks.map((perk) => (
            <li key={perk} className="flex items-center gap-2">
              <Icon className="size-4 text-accent" aria-hidden />
              {perk}
            </li>
          ))}
        </ul>
        <p className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          Coming with staking: {kind === "deposit" ? "deposits" : "withdrawals"} open when $HQ staking launches.
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
