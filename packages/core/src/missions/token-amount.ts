// Token amounts are stored in base units (DESIGN: money is integers, never
// floats) and shown in display units: 5000000 with 6 decimals is "5 USDC"
// (docs/product/objectives.md#token-amounts). Conversions go through viem so they are exact for any size.

import { formatUnits, parseUnits } from "viem";

export type KnownToken = { chainId: number; address: `0x${string}`; symbol: string; decimals: number };

/** Tokens whose symbol and decimals need no input from the mission creator. */
export const KNOWN_TOKENS: readonly KnownToken[] = Object.freeze([
  { chainId: 1, address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", symbol: "USDC", decimals: 6 },
  { chainId: 10, address: "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85", symbol: "USDC", decimals: 6 },
  { chainId: 137, address: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359", symbol: "USDC", decimals: 6 },
  { chainId: 8453, address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", symbol: "USDC", decimals: 6 },
  { chainId: 42161, address: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831", symbol: "USDC", decimals: 6 },
  { chainId: 1, address: "0xdAC17F958D2ee523a2206206994597C13D831ec7", symbol: "USDT", decimals: 6 },
  { chainId: 1, address: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", symbol: "WETH", decimals: 18 },
] as const satisfies readonly KnownToken[]);

/** Matches the address in any case, with or without 0x. */
export function findKnownToken(chainId: number, address: string): (typeof KNOWN_TOKENS)[number] | undefined {
  const wanted = address.trim().toLowerCase().replace(/^0x/, "");
  return KNOWN_TOKENS.find((t) => t.chainId === chainId && t.address.slice(2).toLowerCase() === wanted);
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) {
    throw new RangeError(`Invalid token decimals: ${decimals}`);
  }
}

const DISPLAY_AMOUNT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/**
 * "5" with 6 decimals → "5000000". Throws on anything but a non-negative
 * decimal number, and on more fraction digits than the token has (viem would
 * round them away silently).
 */
export function toBaseUnits(display: string, decimals: number): string {
  checkDecimals(decimals);
  const text = display.trim().replace(/,/g, "");
  const m = DISPLAY_AMOUNT.exec(text);
  if (!m) throw new Error(`Not a valid amount: "${display}"`);
  const fraction = (m[2] ?? m[3] ?? "").replace(/0+$/, "");
  if (fraction.length > decimals) {
    throw new Error(`"${display}" has more than ${decimals} decimal places`);
  }
  const normalised = `${m[1] ?? "0"}${fraction ? `.${fraction}` : ""}`;
  return parseUnits(normalised, decimals).toString();
}

/** "5000000" with 6 decimals → "5". Throws when `base` is not a whole number. */
export function formatBaseUnits(base: string | bigint, decimals: number): string {
  checkDecimals(decimals);
  const value = typeof base === "bigint" ? base : BigInt(base.trim());
  return formatUnits(value, decimals);
}

/** "1234500000" with 6 decimals and "USDC" → "1,234.5 USDC". */
export function formatTokenAmount(base: string | bigint, decimals: number, symbol?: string): string {
  const plain = formatBaseUnits(base, decimals);
  const negative = plain.startsWith("-");
  const [whole = "0", fraction] = plain.replace(/^-/, "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const amount = `${negative ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
  return symbol ? `${amount} ${symbol}` : amount;
}
