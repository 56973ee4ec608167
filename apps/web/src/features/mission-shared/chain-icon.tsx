import { getChainById } from "@questhq/core";
import { cn } from "@/lib/cn";

// Chains are drawn as a coloured disc with the chain's initials: no third-party logo files to
// ship or fetch, and every chain of the registry (and any future one) gets a distinct mark.

// Shades dark enough for the white initials to reach WCAG AA (4.5:1) at this small size.
const PALETTE = [
  "bg-sky-700",
  "bg-violet-700",
  "bg-amber-700",
  "bg-emerald-700",
  "bg-rose-700",
  "bg-indigo-700",
  "bg-teal-700",
  "bg-orange-700",
];

export function chainName(chainId: number): string {
  if (chainId === -2) return "Bitcoin Ordinals";
  if (chainId === -1) return "Solana";
  return getChainById(chainId)?.name ?? `Chain ${chainId}`;
}

function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

export function ChainIcon({
  chainId,
  className,
  withLabel = false,
}: {
  chainId: number;
  className?: string;
  withLabel?: boolean;
}) {
  const name = chainName(chainId);
  const colour = PALETTE[Math.abs(chainId) % PALETTE.length];
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        role="img"
        aria-label={withLabel ? undefined : name}
        aria-hidden={withLabel ? true : undefined}
        title={name}
        className={cn(
          "inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[9px] font-bold text-white",
          colour,
          className,
        )}
      >
        {initials(name)}
      </span>
      {withLabel ? <span>{name}</span> : null}
    </span>
  );
}
