import { formatNumber, POINT_ANIMATION_MS } from "@questhq/core";
import { Link } from "@tanstack/react-router";
import { Coins, Wallet } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useBalances } from "@/features/users/index";

/**
 * Credits and the available $HQ stake in the desktop header (the mobile menu has them as tiles), and the rising
 * "+N credits" on every screen.
 * When credits go up, "+N" rises beside them for the 3 s credit animation (docs/product/limits.md#interface-timings;
 * skipped, not shortened, for people who ask for reduced motion: the new total is still announced).
 */
export function HeaderCredits() {
  const { data: balances } = useBalances();
  const credits = balances?.credits;
  const previous = useRef<number | undefined>(undefined);
  const [gain, setGain] = useState<{ amount: number; key: number } | null>(null);

  useEffect(() => {
    if (credits === undefined) return;
    const before = previous.current;
    previous.current = credits;
    if (before === undefined || credits <= before) return;
    setGain({ amount: credits - before, key: Date.now() });
    const timer = window.setTimeout(() => setGain(null), POINT_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [credits]);

  if (!balances) return null;
  // The chip needs the width of a desktop header; the "+N credits" shown when credits rise is for every screen, so it
  // lives beside the chip (not inside it: hidden on narrower screens) and floats under the header's right end, above
  // the objective drawer that is usually open when it appears.
  return (
    <>
      <Link
        to="/dashboard"
        search={{ tab: "saga" }}
        className={
          "relative hidden shrink-0 items-center gap-3 whitespace-nowrap rounded-lg border border-line px-3 py-1.5 " +
          "text-sm transition-colors hover:border-brand/50 min-[1360px]:flex"
        }
        aria-label={
          `${formatNumber(balances.credits)} credits and ${formatNumber(balances.stake.available)} $HQ available: ` +
          "open your Saga standing"
        }
      >
        <span className="inline-flex items-center gap-1.5 font-medium text-ink">
          <Coins className="size-4 text-accent" aria-hidden />
          <span className="tabular-nums">{formatNumber(balances.credits)}</span>
        </span>
        <span className="h-4 w-px bg-line" aria-hidden />
        <span className="inline-flex items-center gap-1.5 text-muted">
          <Wallet className="size-4" aria-hidden />
          <span className="tabular-nums">{formatNumber(balances.stake.available)} $HQ</span>
        </span>
      </Link>
      {gain
        ? createPortal(
            <span
              key={gain.key}
              role="status"
              className={
                "pointer-events-none fixed top-[4.5rem] right-4 z-[60] animate-point-rise rounded-full bg-accent " +
                "px-2 py-0.5 text-xs font-semibold text-canvas shadow-lg shadow-black/40 motion-reduce:animate-none " +
                "motion-reduce:opacity-0"
              }
            >
              +{formatNumber(gain.amount)} credits
            </span>,
            // Out of the sticky header, whose stacking context would keep it under an open drawer.
            document.body,
          )
        : null}
    </>
  );
}
