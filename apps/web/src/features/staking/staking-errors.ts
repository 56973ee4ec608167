import {
  BaseError,
  ChainMismatchError,
  ContractFunctionRevertedError,
  InsufficientFundsError,
  UserRejectedRequestError,
} from "viem";
import { ApiError } from "@/lib/api";
import { REQUEST_PENDING_MESSAGE } from "@/features/wallet/index";

export const CANCELLED_MESSAGE = "Transaction cancelled.";

/** Thrown by the flow itself for conditions viem does not know about. */
export class StakeFlowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StakeFlowError";
  }
}

// The contract's custom errors (contracts/HQStaking.sol), in words a user can act on.
const REVERTS: Record<string, string> = {
  HQStaking_InvalidSignature: "The server's signature does not match this wallet. Use your account's primary wallet.",
  HQStaking_SignatureExpired: "The signature expired before the transaction was mined. Please try again.",
  HQStaking_NonceUsed: "This signature was already used. Please try again.",
  HQStaking_InsufficientAvailable: "The amount is more than your available deposit.",
  HQStaking_ZeroAmount: "The amount must be a number greater than 0.",
  SafeERC20FailedOperation: "The token transfer failed. Check your $HQ balance and approval.",
  ERC20InsufficientBalance: "Your wallet does not hold enough $HQ.",
  ERC20InsufficientAllowance: "Approve $HQ spending first.",
};

// EIP-1193: 4001 user rejected; -32002 a request already waits in the wallet.
function rpcCode(error: unknown): number | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 8; depth++, e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "number") return code;
  }
  return undefined;
}

export function isUserRejection(error: unknown): boolean {
  if (error instanceof BaseError && error.walk((e) => e instanceof UserRejectedRequestError)) return true;
  return rpcCode(error) === 4001;
}

/**
 * One short sentence for a failed wallet, contract or API step. viem's own messages run to
 * many lines (request arguments, docs links); the modal and toasts show only the gist.
 */
export function stakeErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof StakeFlowError) return error.message;
  if (isUserRejection(error)) return CANCELLED_MESSAGE;
  if (rpcCode(error) === -32002) return REQUEST_PENDING_MESSAGE;
  if (error instanceof BaseError) {
    const revert = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (revert instanceof ContractFunctionRevertedError) {
      const name = revert.data?.errorName ?? "";
      return REVERTS[name] ?? revert.reason ?? "The contract refused the transaction.";
    }
    if (error.walk((e) => e instanceof InsufficientFundsError)) return "Not enough ETH in your wallet to pay for gas.";
    if (error.walk((e) => e instanceof ChainMismatchError))
      return "Your wallet is on another network. Switch networks and try again.";
    return error.shortMessage;
  }
  return error instanceof Error && error.message ? error.message.split("\n")[0]! : "Something went wrong.";
}
