import { MINT_MESSAGES, REWARD_GUIDE_LINKS, WALLET_MESSAGES } from "@questhq/core";
import {
  BaseError,
  ContractFunctionRevertedError,
  InsufficientFundsError,
  InternalRpcError,
  InvalidParamsRpcError,
  UserRejectedRequestError,
} from "viem";
import { ApiError } from "@/lib/api";

// What the user reads when a chain step fails (docs/product/errors.md#wallet-and-chain and
// docs/product/errors.md#mint). viem's own messages run to many lines (request arguments, version, docs links), so only
// their gist is ever shown.

export const CANCELLED_MESSAGE = "Transaction cancelled.";

/**
 * A message and, for the mint errors the catalogue pairs with documentation (docs/product/errors.md#mint), the guide
 * page that helps.
 */
export type ChainErrorText = { message: string; guide?: string };

/** Thrown by our flows for conditions viem does not know about; its message is already the user's sentence. */
export class ChainFlowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChainFlowError";
  }
}

type Coded = { code?: unknown; message?: unknown; data?: { originalError?: { code?: unknown } }; cause?: unknown };

/** Every error in the cause chain (viem wraps RPC errors two or three levels deep). */
function* chain(error: unknown): Generator<Coded> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 8; depth++) {
    yield current as Coded;
    current = (current as Coded).cause;
  }
}

/** The first JSON-RPC / EIP-1193 code in the chain (MetaMask nests the real one under data.originalError). */
export function rpcCode(error: unknown): number | undefined {
  for (const e of chain(error)) {
    if (typeof e.code === "number") return e.code;
    if (typeof e.data?.originalError?.code === "number") return e.data.originalError.code;
  }
  return undefined;
}

function messages(error: unknown): string {
  return [...chain(error)].map((e) => (typeof e.message === "string" ? e.message : "")).join("\n");
}

export function isUserRejection(error: unknown): boolean {
  if (error instanceof BaseError && error.walk((e) => e instanceof UserRejectedRequestError)) return true;
  return rpcCode(error) === 4001;
}

/**
 * A switch failing with 4902 (unknown chain) or -32603 (some wallets' internal error for it) means "add it first"
 * (docs/product/chains.md#switching-chains).
 */
export function needsAddChain(error: unknown): boolean {
  for (const e of chain(error)) {
    const codes = [e.code, e.data?.originalError?.code];
    if (codes.includes(4902) || codes.includes(-32603)) return true;
  }
  return false;
}

/** viem's one-line summary, or the first line of any other error's message. */
function shortMessage(error: unknown): string | null {
  if (error instanceof BaseError) return error.shortMessage || null;
  if (error instanceof Error && error.message) return error.message.split("\n")[0] ?? null;
  return null;
}

/** Chain switch failure: the details, or "Error switching chain" (docs/product/errors.md#wallet-and-chain). */
export function switchChainErrorMessage(error: unknown): string {
  if (isUserRejection(error)) return CANCELLED_MESSAGE;
  if (rpcCode(error) === -32002) return WALLET_MESSAGES.requestPending;
  return shortMessage(error) ?? WALLET_MESSAGES.switchFailed;
}

/**
 * Contract call failure: a short message, or "Error Interacting with contract"
 * (docs/product/errors.md#wallet-and-chain).
 */
export function contractErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof ChainFlowError) return error.message;
  if (isUserRejection(error)) return CANCELLED_MESSAGE;
  if (rpcCode(error) === -32002) return WALLET_MESSAGES.requestPending;
  if (error instanceof BaseError) {
    const revert = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (revert instanceof ContractFunctionRevertedError) {
      return revert.reason ?? revert.data?.errorName ?? revert.shortMessage ?? WALLET_MESSAGES.contractFailed;
    }
    return error.shortMessage || WALLET_MESSAGES.contractFailed;
  }
  return WALLET_MESSAGES.contractFailed;
}

/**
 * Mint errors (docs/product/errors.md#mint): a wallet that is not the account's primary wallet, an internal RPC revert
 * (the wallet could not fund the value plus gas), invalid RPC parameters or a wallet without wallet_sendTransaction,
 * and everything else as "Failed to mint. Please try again.".
 */
export function mintErrorText(error: unknown): ChainErrorText {
  // The server refuses a mint permit for another wallet in the product's words (MINT_MESSAGES.walletMismatch).
  if (error instanceof ApiError || error instanceof ChainFlowError) return { message: error.message };
  if (isUserRejection(error)) return { message: CANCELLED_MESSAGE };
  const isBase = error instanceof BaseError;
  if (
    (isBase && error.walk((e) => e instanceof InsufficientFundsError || e instanceof InternalRpcError) !== null) ||
    rpcCode(error) === -32603 ||
    /insufficient funds/i.test(messages(error))
  ) {
    return { message: MINT_MESSAGES.insufficientFunds, guide: REWARD_GUIDE_LINKS.insufficientFunds };
  }
  if (
    (isBase && error.walk((e) => e instanceof InvalidParamsRpcError) !== null) ||
    rpcCode(error) === -32602 ||
    /wallet_sendTransaction/.test(messages(error))
  ) {
    return { message: MINT_MESSAGES.walletTroubleshooting, guide: REWARD_GUIDE_LINKS.walletTroubleshooting };
  }
  if (rpcCode(error) === -32002) return { message: WALLET_MESSAGES.requestPending };
  return { message: MINT_MESSAGES.failed };
}
