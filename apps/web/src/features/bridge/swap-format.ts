import { formatTokenAmount as formatExact, getChainById } from "@questhq/core";

// How the swap history writes a stored route: core's exact base-unit formatting (a uint256 does not fit a double),
// cut to six decimals, rounded down so a receipt never shows more than was received.

const MAX_DECIMALS = 6;

export function formatTokenAmount(baseUnits: string, decimals: number): string {
  if (!/^\d+$/.test(baseUnits)) return baseUnits;
  const [whole, fraction = ""] = formatExact(baseUnits, decimals).split(".");
  const shown = fraction.slice(0, MAX_DECIMALS).replace(/0+$/, "");
  if (whole === "0" && !shown && fraction) return `<0.${"0".repeat(MAX_DECIMALS - 1)}1`;
  return shown ? `${whole}.${shown}` : whole!;
}

export function chainLabel(chainId: number): string {
  return getChainById(chainId)?.name ?? `Chain ${chainId}`;
}

/** "$29.93" from LI.FI's decimal USD string. */
export function formatUsd(value: string | null): string | null {
  if (value === null || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? `$${n.toFixed(2)}` : null;
}
