import type { Me } from "@questhq/core";
import { ArrowDownToLine, ArrowUpFromLine } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useBalances } from "@/features/users/index";
import { TierBadge } from "@/features/users/index";
import { userDisplayName } from "@/features/users/index";
import { formatAmount, formatHqBalance } from "@/lib/format";
import { useShellDialogs } from "./shell-dialogs-context";

function Tile({ label, value, format }: { label: string; value: number | undefined; format: (n: number) => string }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2 px-3 py-2.5">
      <p className="text-xs text-muted">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-1 h-6 w-16" />
      ) : (
        <p className="font-mono text-lg font-semibold text-ink">{format(value)}</p>
      )}
    </div>
  );
}

/** Signed-in header of the mobile menu: who you are, your balances, $HQ actions. */
export function MobileMenuAccount({ me, onAction }: { me: Me; onAction: () => void }) {
  const { data: balances } = useBalances();
  const { openDialog } = useShellDialogs();
  const name = userDisplayName(me);

  function open(dialog: "deposit" | "withdraw") {
    onAction();
    openDialog(dialog);
  }

  return (
    <section aria-label="Your account" className="space-y-4 border-b border-line px-5 py-5">
      <div className="flex items-center gap-3">
        <Avatar src={me.image} name={name} className="size-11" />
        <div className="min-w-0 space-y-1">
          <p className="truncate font-semibold text-ink">{name}</p>
          <TierBadge tier={me.tier} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Tile label="Credits" value={balances?.credits} format={formatAmount} />
        <Tile label="$HQ Balance" value={balances?.stake.available} format={formatHqBalance} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button size="sm" onClick={() => open("deposit")}>
          <ArrowDownToLine className="size-4" aria-hidden />
          Deposit $HQ
        </Button>
        <Button size="sm" variant="secondary" onClick={() => open("withdraw")}>
          <ArrowUpFromLine className="size-4" aria-hidden />
          Withdraw $HQ
        </Button>
      </div>
    </section>
  );
}
