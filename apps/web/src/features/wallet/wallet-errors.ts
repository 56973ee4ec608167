import { WALLET_MESSAGES } from "@questhq/core";
import { ApiError } from "@/lib/api";

// Verbatim messages of docs/product/errors.md#wallet-and-chain (core's WALLET_MESSAGES).
export const NO_WALLET_MESSAGE = WALLET_MESSAGES.noWallet;
export const REQUEST_PENDING_MESSAGE = WALLET_MESSAGES.requestPending;
export const CONNECT_ERROR_MESSAGE = WALLET_MESSAGES.connectFailed;

/** Thrown when no EIP-1193 provider is available for the chosen wallet. */
export class NoWalletError extends Error {
  constructor() {
    super(NO_WALLET_MESSAGE);
    this.name = "NoWalletError";
  }
}

// EIP-1193 / JSON-RPC: "Resource unavailable" — MetaMask's eth_requestAccounts already pending.
const REQUEST_PENDING_CODE = -32002;

function* causes(error: unknown) {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** What to tell the user when connecting or signing with a wallet fails. */
export function walletErrorMessage(error: unknown): string {
  // Our own server spoke (e.g. 409 wallet_taken): its message is the useful one.
  if (error instanceof ApiError) return error.message;
  if (error instanceof NoWalletError) return NO_WALLET_MESSAGE;
  for (const e of causes(error)) {
    const message = typeof e.message === "string" ? e.message : "";
    if (e.code === REQUEST_PENDING_CODE || /already (pending|processing).*eth_requestAccounts/i.test(message)) {
      return REQUEST_PENDING_MESSAGE;
    }
  }
  return CONNECT_ERROR_MESSAGE;
}
