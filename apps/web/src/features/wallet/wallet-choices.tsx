import { Wallet as WalletIcon } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import type { WalletOption } from "./wallet-client";
import { cn } from "@/lib/cn";

type Props = {
  wallets: WalletOption[];
  /** The wallet being connected: it shows a spinner, and every choice waits. */
  busyUid: string | null;
  onChoose: (uid: string) => void;
};

/** The installed wallets (EIP-6963 announcements and window.ethereum), one button each, with their own icons. */
export function WalletChoices({ wallets, busyUid, onChoose }: Props) {
  return (
    <ul className="space-y-2" aria-label="Available wallets">
      {wallets.map((w) => (
        <li key={w.uid}>
          <button
            type="button"
            disabled={busyUid !== null}
            onClick={() => onChoose(w.uid)}
            className={cn(
              "flex w-full items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3 text-left",
              "font-medium transition-colors hover:border-brand/60 hover:bg-surface-3 focus-visible:outline-2",
              "focus-visible:outline-brand disabled:opacity-60",
            )}
          >
            {w.icon ? (
              <img src={w.icon} alt="" className="size-8 rounded-lg" />
            ) : (
              <span className="grid size-8 place-items-center rounded-lg bg-surface-3 text-muted">
                <WalletIcon className="size-4" aria-hidden />
              </span>
            )}
            <span className="flex-1">{w.name}</span>
            {busyUid === w.uid ? <Spinner className="size-4 text-brand" /> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
