import { formatNumber, getChainById } from "@questhq/core";

// How the swap history writes a stored route: token amounts from base units without floating point (a uint256 does
// not fit a double), at most six decimals, rounded down so a receipt never shows more than was received.

const MAX_DECIMALS = 6;

export function formatTokenAmount(baseUnits: string, decimals: number): string {
  if (!/^\d+$/.test(baseUnits)) return baseUnits;
  const units = BigInt(baseUnits);
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const shown = Math.min(decimals, MAX_DECIMALS);
  const fraction = ((units % scale) * 10n ** BigInt(shown)) / scale;
  const fractionText = shown > 0 ? fraction.toString().padStart(shown, "0").replace(/0+$/, "") : "";
  const wholeText = whole <= BigInt(Number.MAX_SAFE_INTEGER) ? formatNumber(Number(whole)) : whole.toString();
  if (whole === 0n && fraction === 0n && units > 0n) return `<0.${"0".repeat(shown - 1)}1`;
  return fractionText ? `${wholeText}.${fractionText}` : wholeText;
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
