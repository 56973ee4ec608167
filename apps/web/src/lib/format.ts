import { BALANCE_DISPLAY_DECIMALS, formatDate as formatMediumDate } from "@questhq/core";

// Made on first use, not when the module loads: the first Intl formatter costs the browser a pause to load its
// locale data (see packages/core/src/en-format.ts), which should not land on every page's start.
let amount: Intl.NumberFormat | null = null;

export function formatAmount(value: number): string {
  amount ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
  return amount.format(value);
}

let hqBalance: Intl.NumberFormat | null = null;

/**
 * $HQ balances always show two decimals (docs/product/staking.md#hq-balances), so 12.5 and 12.50 never sit side by side
 * in the menus.
 */
export function formatHqBalance(value: number): string {
  hqBalance ??= new Intl.NumberFormat("en-US", {
    minimumFractionDigits: BALANCE_DISPLAY_DECIMALS,
    maximumFractionDigits: BALANCE_DISPLAY_DECIMALS,
  });
  return hqBalance.format(value);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatMediumDate(date);
}
