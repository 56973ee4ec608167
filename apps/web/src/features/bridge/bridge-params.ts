import { INVALID_CHAIN_MESSAGE_PREFIX, isEvmAddress, resolveChain, type ChainRecord } from "@questhq/core";

// The /bridge link's query (docs/product/bridge.md#link-parameters: fromAmount, fromChain, fromToken, toChain, toToken;
// plus toAmount, the $HQ a Buy link needs) turned into the widget's starting values. Chains go through the core lookup,
// so "base", "8453" and "0x2105" are one chain and anything else is refused in the lookup's words rather than handed to
// a widget that would break.

export type BridgeSearch = Partial<
  Record<"fromAmount" | "fromChain" | "fromToken" | "toChain" | "toToken" | "toAmount", string>
>;

export type BridgePrefill = {
  fromChain?: number;
  toChain?: number;
  fromToken?: string;
  toToken?: string;
  fromAmount?: string;
  /** The amount of the destination token wanted; the page turns it into a fromAmount at LI.FI's prices. */
  toAmount?: string;
};

export type BridgeParams = { ok: true; prefill: BridgePrefill } | { ok: false; message: string };

export const TOKEN_ADDRESS_MESSAGE = "Tokens are given by their contract address (0x…): ";
export const AMOUNT_MESSAGE = "Amounts are positive numbers: ";
export const CHAIN_NOT_OFFERED = (name: string) => `${name} is not available for bridging and swapping.`;

const AMOUNT = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * `offered` are the chain ids the widget may show (hidden, non-EVM and, without a local chain, the dev chain are
 * not).
 */
export function resolveBridgeParams(search: BridgeSearch, offered: ReadonlySet<number>): BridgeParams {
  const prefill: BridgePrefill = {};
  for (const key of ["fromChain", "toChain"] as const) {
    const input = search[key];
    if (input === undefined) continue;
    let chain: ChainRecord;
    try {
      chain = resolveChain(input);
    } catch {
      return { ok: false, message: `${INVALID_CHAIN_MESSAGE_PREFIX}${input}` };
    }
    if (!offered.has(chain.id)) return { ok: false, message: CHAIN_NOT_OFFERED(chain.name) };
    prefill[key] = chain.id;
  }
  for (const key of ["fromToken", "toToken"] as const) {
    const input = search[key];
    if (input === undefined) continue;
    if (!isEvmAddress(input)) return { ok: false, message: `${TOKEN_ADDRESS_MESSAGE}${input}` };
    prefill[key] = input;
  }
  for (const key of ["fromAmount", "toAmount"] as const) {
    const input = search[key]?.trim();
    if (input === undefined) continue;
    if (!AMOUNT.test(input) || Number(input) <= 0) return { ok: false, message: `${AMOUNT_MESSAGE}${search[key]}` };
    prefill[key] = input;
  }
  return { ok: true, prefill };
}
