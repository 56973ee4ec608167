import { formatUnits } from "viem";
import { getChainById } from "@questhq/core";

// Objective amounts are stored in base units as digit strings (core baseUnitAmountSchema);
// messages show them in whole tokens with the symbol the objective was saved with.

export function baseUnits(value: unknown): bigint | null {
  if (typeof value === "bigint") return value >= 0n ? value : null;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === "string" && /^\d+$/.test(value.trim())) return BigInt(value.trim());
  return null;
}

export function describeAmount(values: Record<string, unknown>, amount: bigint, chainId: number): string {
  const decimals = typeof values.token_decimals === "number" ? values.token_decimals : 18;
  const symbol =
    typeof values.token_symbol === "string" && values.token_symbol !== ""
      ? values.token_symbol
      : values.contract_address
        ? "tokens"
        : (getChainById(chainId)?.nativeCurrency ?? "of the chain's currency");
  return `${formatUnits(amount, decimals)} ${symbol}`;
}
