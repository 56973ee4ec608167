import { BALANCE_DISPLAY_DECIMALS, HQ_DECIMALS, hqAmountSchema } from "@questhq/core";
import { formatUnits, parseUnits } from "viem";

export type StakeKind = "deposit" | "withdraw";

export const EXCEEDS_MESSAGES: Record<StakeKind, string> = {
  deposit: "The amount is more than the $HQ in your wallet.",
  withdraw: "The amount is more than your available deposit.",
};

/**
 * Checks the typed amount against the product's rules (docs/product/staking.md#amount-rules): a number > 0, at most
 * `max` base units. Returns the amount in base units, or the sentence to show. Uses the server's own schema so the
 * modal never lets through an amount the API would refuse for its format.
 */
export function checkAmount(
  text: string,
  kind: StakeKind,
  max: bigint | undefined,
): { ok: true; amount: string; units: bigint } | { ok: false; error: string } {
  const parsed = hqAmountSchema.safeParse(text);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid amount." };
  const units = parseUnits(parsed.data, HQ_DECIMALS);
  if (max !== undefined && units > max) return { ok: false, error: EXCEEDS_MESSAGES[kind] };
  return { ok: true, amount: parsed.data, units };
}

// Made on first use: a page that merely imports this module should not pay for loading Intl's locale data.
let display: Intl.NumberFormat | null = null;

/**
 * A balance with 2 decimals, truncated rather than rounded: showing 1.00 for 0.999 would
 * suggest the user can deposit more than they hold.
 */
export function formatHq(units: bigint): string {
  // Format the decimal string (not a float) so large balances keep every integer digit.
  display ??= new Intl.NumberFormat("en-US", {
    minimumFractionDigits: BALANCE_DISPLAY_DECIMALS,
    maximumFractionDigits: BALANCE_DISPLAY_DECIMALS,
    roundingMode: "trunc",
  });
  return display.format(formatUnits(units, HQ_DECIMALS) as `${number}`);
}

/** The smallest amount formatHq shows as more than zero (0.01 $HQ): below it a button would offer "0.00". */
export const HQ_SMALLEST_SHOWN = 10n ** BigInt(HQ_DECIMALS - BALANCE_DISPLAY_DECIMALS);

/** The server reports stake balances as JSON numbers of $HQ; bring them back to base units. */
export function hqNumberToUnits(value: number): bigint {
  if (!Number.isFinite(value) || value <= 0) return 0n;
  // String() gives the shortest text that reads back as the same float ("1.1", not
  // 1.100000000000000089), so Max never asks for more than the server holds; tiny values come
  // out in exponent notation (1e-7), which parseUnits cannot read, hence toFixed for those.
  const text = String(value);
  return parseUnits(text.includes("e") ? value.toFixed(HQ_DECIMALS) : text, HQ_DECIMALS);
}

/** The text the Max button puts in the field: every base unit, without trailing zeros. */
export function unitsToInput(units: bigint): string {
  return formatUnits(units, HQ_DECIMALS);
}
