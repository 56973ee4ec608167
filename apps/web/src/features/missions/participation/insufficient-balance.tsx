import { ArrowDownToLine, ArrowLeftRight, Wallet } from "lucide-react";
import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { LabelledValue } from "@/components/ui/labelled-value";
import { Modal } from "@/components/ui/modal";
import { lazyWhenOpen } from "@/components/ui/lazy-when-open";
import { BuyHqLink } from "@/features/bridge/index";
import { formatNumber } from "@questhq/core";

// The deposit modal (wallet and staking code) loads when it is first opened.
const HqStakingModal = lazyWhenOpen(() => import("@/features/staking/hq-staking-modal").then((m) => m.HqStakingModal));

export type Shortfall = { cost: number; balance: number; need: number };

const hq = (n: number) => `${formatNumber(n)} $HQ`;

/**
 * The insufficient balance view (docs/product/screens.md#insufficient-balance): cost, balance and need, with Buy $HQ
 * Tokens and Deposit $HQ Tokens.
 */
export function InsufficientBalanceView({ cost, balance, need }: Shortfall) {
  const [isDepositOpen, setIsDepositOpen] = useState(false);
  const rows = [
    { label: "Cost", value: hq(cost) },
    { label: "Balance", value: hq(balance) },
    { label: "Need", value: hq(need) },
  ];
  return (
    <section
      aria-labelledby="insufficient-title"
      className="space-y-4 rounded-xl border border-warning/30 bg-warning/5 p-4"
    >
      <h3 id="insufficient-title" className="flex items-center gap-2 text-sm font-semibold text-warning">
        <Wallet className="size-4" aria-hidden />
        Insufficient balance
      </h3>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {rows.map((row) => (
          <LabelledValue
            key={row.label}
            label={row.label}
            className="rounded-lg border border-line bg-surface-2 px-3 py-2"
            valueClassName="mt-0.5 font-mono font-semibold break-all text-ink tabular-nums"
          >
            {row.value}
          </LabelledValue>
        ))}
      </dl>
      <div className="grid gap-2 sm:grid-cols-2">
        <BuyHqLink need={need} className={buttonClass("primary", "md", "w-full")}>
          <ArrowLeftRight className="size-4" aria-hidden />
          Buy $HQ Tokens
        </BuyHqLink>
        <Button variant="secondary" className="w-full" onClick={() => setIsDepositOpen(true)} aria-haspopup="dialog">
          <ArrowDownToLine className="size-4" aria-hidden />
          Deposit $HQ Tokens
        </Button>
      </div>
      <HqStakingModal kind="deposit" open={isDepositOpen} onOpenChange={setIsDepositOpen} />
    </section>
  );
}

/** The view in a modal, for the entry flow (cost above the available $HQ, or the server's 409). */
export function InsufficientBalanceModal({
  shortfall,
  onOpenChange,
}: {
  shortfall: Shortfall | null;
  onOpenChange(open: boolean): void;
}) {
  // Keep the figures while the modal fades out after the parent clears them.
  const [shown, setShown] = useState(shortfall);
  if (shortfall && shortfall !== shown) setShown(shortfall);
  return (
    <Modal
      open={shortfall !== null}
      onOpenChange={onOpenChange}
      title="Not enough $HQ"
      description="Your available $HQ does not cover these entries. Buy or deposit $HQ, or choose fewer entries."
    >
      {shown ? <InsufficientBalanceView {...shown} /> : null}
    </Modal>
  );
}
